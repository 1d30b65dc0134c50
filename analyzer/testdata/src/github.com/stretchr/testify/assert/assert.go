// Package assert is a stand-in for testify's, with its real signatures
// (github.com/stretchr/testify v1.11) of the functions urilint's assertion
// table names.
package assert

// TestingT is an interface wrapper around *testing.T.
type TestingT interface {
	Errorf(format string, args ...interface{})
}

// Assertions provides assertion methods around the TestingT interface.
type Assertions struct{ t TestingT }

// New makes a new Assertions object for the specified TestingT.
func New(t TestingT) *Assertions { return &Assertions{t} }

func Equal(t TestingT, expected interface{}, actual interface{}, msgAndArgs ...interface{}) bool {
	return true
}
func Equalf(t TestingT, expected interface{}, actual interface{}, msg string, args ...interface{}) bool {
	return true
}
func (a *Assertions) Equal(expected interface{}, actual interface{}, msgAndArgs ...interface{}) bool {
	return true
}
func (a *Assertions) Equalf(expected interface{}, actual interface{}, msg string, args ...interface{}) bool {
	return true
}
func EqualValues(t TestingT, expected interface{}, actual interface{}, msgAndArgs ...interface{}) bool {
	return true
}
func EqualValuesf(t TestingT, expected interface{}, actual interface{}, msg string, args ...interface{}) bool {
	return true
}
func (a *Assertions) EqualValues(expected interface{}, actual interface{}, msgAndArgs ...interface{}) bool {
	return true
}
func (a *Assertions) EqualValuesf(expected interface{}, actual interface{}, msg string, args ...interface{}) bool {
	return true
}
func Exactly(t TestingT, expected interface{}, actual interface{}, msgAndArgs ...interface{}) bool {
	return true
}
func Exactlyf(t TestingT, expected interface{}, actual interface{}, msg string, args ...interface{}) bool {
	return true
}
func (a *Assertions) Exactly(expected interface{}, actual interface{}, msgAndArgs ...interface{}) bool {
	return true
}
func (a *Assertions) Exactlyf(expected interface{}, actual interface{}, msg string, args ...interface{}) bool {
	return true
}
func NotEqual(t TestingT, expected interface{}, actual interface{}, msgAndArgs ...interface{}) bool {
	return true
}
func NotEqualf(t TestingT, expected interface{}, actual interface{}, msg string, args ...interface{}) bool {
	return true
}
func (a *Assertions) NotEqual(expected interface{}, actual interface{}, msgAndArgs ...interface{}) bool {
	return true
}
func (a *Assertions) NotEqualf(expected interface{}, actual interface{}, msg string, args ...interface{}) bool {
	return true
}
func NoError(t TestingT, err error, msgAndArgs ...interface{}) bool                      { return true }
func NoErrorf(t TestingT, err error, msg string, args ...interface{}) bool               { return true }
func (a *Assertions) NoError(err error, msgAndArgs ...interface{}) bool                  { return true }
func (a *Assertions) NoErrorf(err error, msg string, args ...interface{}) bool           { return true }
func Nil(t TestingT, object interface{}, msgAndArgs ...interface{}) bool                 { return true }
func Nilf(t TestingT, object interface{}, msg string, args ...interface{}) bool          { return true }
func (a *Assertions) Nil(object interface{}, msgAndArgs ...interface{}) bool             { return true }
func (a *Assertions) Nilf(object interface{}, msg string, args ...interface{}) bool      { return true }
func Error(t TestingT, err error, msgAndArgs ...interface{}) bool                        { return true }
func Errorf(t TestingT, err error, msg string, args ...interface{}) bool                 { return true }
func (a *Assertions) Error(err error, msgAndArgs ...interface{}) bool                    { return true }
func (a *Assertions) Errorf(err error, msg string, args ...interface{}) bool             { return true }
func NotNil(t TestingT, object interface{}, msgAndArgs ...interface{}) bool              { return true }
func NotNilf(t TestingT, object interface{}, msg string, args ...interface{}) bool       { return true }
func (a *Assertions) NotNil(object interface{}, msgAndArgs ...interface{}) bool          { return true }
func (a *Assertions) NotNilf(object interface{}, msg string, args ...interface{}) bool   { return true }
func ErrorIs(t TestingT, err error, target error, msgAndArgs ...interface{}) bool        { return true }
func ErrorIsf(t TestingT, err error, target error, msg string, args ...interface{}) bool { return true }
func (a *Assertions) ErrorIs(err error, target error, msgAndArgs ...interface{}) bool    { return true }
func (a *Assertions) ErrorIsf(err error, target error, msg string, args ...interface{}) bool {
	return true
}
func ErrorContains(t TestingT, theError error, contains string, msgAndArgs ...interface{}) bool {
	return true
}
func ErrorContainsf(t TestingT, theError error, contains string, msg string, args ...interface{}) bool {
	return true
}
func (a *Assertions) ErrorContains(theError error, contains string, msgAndArgs ...interface{}) bool {
	return true
}
func (a *Assertions) ErrorContainsf(theError error, contains string, msg string, args ...interface{}) bool {
	return true
}
func EqualError(t TestingT, theError error, errString string, msgAndArgs ...interface{}) bool {
	return true
}
func EqualErrorf(t TestingT, theError error, errString string, msg string, args ...interface{}) bool {
	return true
}
func (a *Assertions) EqualError(theError error, errString string, msgAndArgs ...interface{}) bool {
	return true
}
func (a *Assertions) EqualErrorf(theError error, errString string, msg string, args ...interface{}) bool {
	return true
}
func ErrorAs(t TestingT, err error, target interface{}, msgAndArgs ...interface{}) bool { return true }
func ErrorAsf(t TestingT, err error, target interface{}, msg string, args ...interface{}) bool {
	return true
}
func (a *Assertions) ErrorAs(err error, target interface{}, msgAndArgs ...interface{}) bool {
	return true
}
func (a *Assertions) ErrorAsf(err error, target interface{}, msg string, args ...interface{}) bool {
	return true
}
func True(t TestingT, value bool, msgAndArgs ...interface{}) bool               { return true }
func Truef(t TestingT, value bool, msg string, args ...interface{}) bool        { return true }
func (a *Assertions) True(value bool, msgAndArgs ...interface{}) bool           { return true }
func (a *Assertions) Truef(value bool, msg string, args ...interface{}) bool    { return true }
func False(t TestingT, value bool, msgAndArgs ...interface{}) bool              { return true }
func Falsef(t TestingT, value bool, msg string, args ...interface{}) bool       { return true }
func (a *Assertions) False(value bool, msgAndArgs ...interface{}) bool          { return true }
func (a *Assertions) Falsef(value bool, msg string, args ...interface{}) bool   { return true }
func Fail(t TestingT, failureMessage string, msgAndArgs ...interface{}) bool    { return true }
func FailNow(t TestingT, failureMessage string, msgAndArgs ...interface{}) bool { return true }

// PanicTestFunc defines a func that should be passed to Panics.
type PanicTestFunc func()

func Panics(t TestingT, f PanicTestFunc, msgAndArgs ...interface{}) bool            { return true }
func Panicsf(t TestingT, f PanicTestFunc, msg string, args ...interface{}) bool     { return true }
func (a *Assertions) Panics(f PanicTestFunc, msgAndArgs ...interface{}) bool        { return true }
func (a *Assertions) Panicsf(f PanicTestFunc, msg string, args ...interface{}) bool { return true }
func PanicsWithValue(t TestingT, expected interface{}, f PanicTestFunc, msgAndArgs ...interface{}) bool {
	return true
}
func PanicsWithValuef(t TestingT, expected interface{}, f PanicTestFunc, msg string, args ...interface{}) bool {
	return true
}
func (a *Assertions) PanicsWithValue(expected interface{}, f PanicTestFunc, msgAndArgs ...interface{}) bool {
	return true
}
func (a *Assertions) PanicsWithValuef(expected interface{}, f PanicTestFunc, msg string, args ...interface{}) bool {
	return true
}
func PanicsWithError(t TestingT, errString string, f PanicTestFunc, msgAndArgs ...interface{}) bool {
	return true
}
func PanicsWithErrorf(t TestingT, errString string, f PanicTestFunc, msg string, args ...interface{}) bool {
	return true
}
func (a *Assertions) PanicsWithError(errString string, f PanicTestFunc, msgAndArgs ...interface{}) bool {
	return true
}
func (a *Assertions) PanicsWithErrorf(errString string, f PanicTestFunc, msg string, args ...interface{}) bool {
	return true
}
func NotPanics(t TestingT, f PanicTestFunc, msgAndArgs ...interface{}) bool            { return true }
func NotPanicsf(t TestingT, f PanicTestFunc, msg string, args ...interface{}) bool     { return true }
func (a *Assertions) NotPanics(f PanicTestFunc, msgAndArgs ...interface{}) bool        { return true }
func (a *Assertions) NotPanicsf(f PanicTestFunc, msg string, args ...interface{}) bool { return true }
