// Package require is a stand-in for testify's, with its real signatures
// (github.com/stretchr/testify v1.11) of the functions urilint's assertion
// table names.
package require

import "github.com/stretchr/testify/assert"

// TestingT is an interface wrapper around *testing.T.
type TestingT interface {
	Errorf(format string, args ...interface{})
	FailNow()
}

// Assertions provides assertion methods around the TestingT interface.
type Assertions struct{ t TestingT }

// New makes a new Assertions object for the specified TestingT.
func New(t TestingT) *Assertions { return &Assertions{t} }

func Equal(t TestingT, expected interface{}, actual interface{}, msgAndArgs ...interface{})        {}
func Equalf(t TestingT, expected interface{}, actual interface{}, msg string, args ...interface{}) {}
func (a *Assertions) Equal(expected interface{}, actual interface{}, msgAndArgs ...interface{})    {}
func (a *Assertions) Equalf(expected interface{}, actual interface{}, msg string, args ...interface{}) {
}
func EqualValues(t TestingT, expected interface{}, actual interface{}, msgAndArgs ...interface{}) {}
func EqualValuesf(t TestingT, expected interface{}, actual interface{}, msg string, args ...interface{}) {
}
func (a *Assertions) EqualValues(expected interface{}, actual interface{}, msgAndArgs ...interface{}) {
}
func (a *Assertions) EqualValuesf(expected interface{}, actual interface{}, msg string, args ...interface{}) {
}
func Exactly(t TestingT, expected interface{}, actual interface{}, msgAndArgs ...interface{}) {}
func Exactlyf(t TestingT, expected interface{}, actual interface{}, msg string, args ...interface{}) {
}
func (a *Assertions) Exactly(expected interface{}, actual interface{}, msgAndArgs ...interface{}) {}
func (a *Assertions) Exactlyf(expected interface{}, actual interface{}, msg string, args ...interface{}) {
}
func NotEqual(t TestingT, expected interface{}, actual interface{}, msgAndArgs ...interface{}) {}
func NotEqualf(t TestingT, expected interface{}, actual interface{}, msg string, args ...interface{}) {
}
func (a *Assertions) NotEqual(expected interface{}, actual interface{}, msgAndArgs ...interface{}) {}
func (a *Assertions) NotEqualf(expected interface{}, actual interface{}, msg string, args ...interface{}) {
}
func NoError(t TestingT, err error, msgAndArgs ...interface{})                                    {}
func NoErrorf(t TestingT, err error, msg string, args ...interface{})                             {}
func (a *Assertions) NoError(err error, msgAndArgs ...interface{})                                {}
func (a *Assertions) NoErrorf(err error, msg string, args ...interface{})                         {}
func Nil(t TestingT, object interface{}, msgAndArgs ...interface{})                               {}
func Nilf(t TestingT, object interface{}, msg string, args ...interface{})                        {}
func (a *Assertions) Nil(object interface{}, msgAndArgs ...interface{})                           {}
func (a *Assertions) Nilf(object interface{}, msg string, args ...interface{})                    {}
func Error(t TestingT, err error, msgAndArgs ...interface{})                                      {}
func Errorf(t TestingT, err error, msg string, args ...interface{})                               {}
func (a *Assertions) Error(err error, msgAndArgs ...interface{})                                  {}
func (a *Assertions) Errorf(err error, msg string, args ...interface{})                           {}
func NotNil(t TestingT, object interface{}, msgAndArgs ...interface{})                            {}
func NotNilf(t TestingT, object interface{}, msg string, args ...interface{})                     {}
func (a *Assertions) NotNil(object interface{}, msgAndArgs ...interface{})                        {}
func (a *Assertions) NotNilf(object interface{}, msg string, args ...interface{})                 {}
func ErrorIs(t TestingT, err error, target error, msgAndArgs ...interface{})                      {}
func ErrorIsf(t TestingT, err error, target error, msg string, args ...interface{})               {}
func (a *Assertions) ErrorIs(err error, target error, msgAndArgs ...interface{})                  {}
func (a *Assertions) ErrorIsf(err error, target error, msg string, args ...interface{})           {}
func ErrorContains(t TestingT, theError error, contains string, msgAndArgs ...interface{})        {}
func ErrorContainsf(t TestingT, theError error, contains string, msg string, args ...interface{}) {}
func (a *Assertions) ErrorContains(theError error, contains string, msgAndArgs ...interface{})    {}
func (a *Assertions) ErrorContainsf(theError error, contains string, msg string, args ...interface{}) {
}
func EqualError(t TestingT, theError error, errString string, msgAndArgs ...interface{})            {}
func EqualErrorf(t TestingT, theError error, errString string, msg string, args ...interface{})     {}
func (a *Assertions) EqualError(theError error, errString string, msgAndArgs ...interface{})        {}
func (a *Assertions) EqualErrorf(theError error, errString string, msg string, args ...interface{}) {}
func ErrorAs(t TestingT, err error, target interface{}, msgAndArgs ...interface{})                  {}
func ErrorAsf(t TestingT, err error, target interface{}, msg string, args ...interface{})           {}
func (a *Assertions) ErrorAs(err error, target interface{}, msgAndArgs ...interface{})              {}
func (a *Assertions) ErrorAsf(err error, target interface{}, msg string, args ...interface{})       {}
func True(t TestingT, value bool, msgAndArgs ...interface{})                                        {}
func Truef(t TestingT, value bool, msg string, args ...interface{})                                 {}
func (a *Assertions) True(value bool, msgAndArgs ...interface{})                                    {}
func (a *Assertions) Truef(value bool, msg string, args ...interface{})                             {}
func False(t TestingT, value bool, msgAndArgs ...interface{})                                       {}
func Falsef(t TestingT, value bool, msg string, args ...interface{})                                {}
func (a *Assertions) False(value bool, msgAndArgs ...interface{})                                   {}
func (a *Assertions) Falsef(value bool, msg string, args ...interface{})                            {}
func Fail(t TestingT, failureMessage string, msgAndArgs ...interface{})                             {}
func FailNow(t TestingT, failureMessage string, msgAndArgs ...interface{})                          {}

func Panics(t TestingT, f assert.PanicTestFunc, msgAndArgs ...interface{})            {}
func Panicsf(t TestingT, f assert.PanicTestFunc, msg string, args ...interface{})     {}
func (a *Assertions) Panics(f assert.PanicTestFunc, msgAndArgs ...interface{})        {}
func (a *Assertions) Panicsf(f assert.PanicTestFunc, msg string, args ...interface{}) {}
func PanicsWithValue(t TestingT, expected interface{}, f assert.PanicTestFunc, msgAndArgs ...interface{}) {
}
func PanicsWithValuef(t TestingT, expected interface{}, f assert.PanicTestFunc, msg string, args ...interface{}) {
}
func (a *Assertions) PanicsWithValue(expected interface{}, f assert.PanicTestFunc, msgAndArgs ...interface{}) {
}
func (a *Assertions) PanicsWithValuef(expected interface{}, f assert.PanicTestFunc, msg string, args ...interface{}) {
}
func PanicsWithError(t TestingT, errString string, f assert.PanicTestFunc, msgAndArgs ...interface{}) {
}
func PanicsWithErrorf(t TestingT, errString string, f assert.PanicTestFunc, msg string, args ...interface{}) {
}
func (a *Assertions) PanicsWithError(errString string, f assert.PanicTestFunc, msgAndArgs ...interface{}) {
}
func (a *Assertions) PanicsWithErrorf(errString string, f assert.PanicTestFunc, msg string, args ...interface{}) {
}
func NotPanics(t TestingT, f assert.PanicTestFunc, msgAndArgs ...interface{})            {}
func NotPanicsf(t TestingT, f assert.PanicTestFunc, msg string, args ...interface{})     {}
func (a *Assertions) NotPanics(f assert.PanicTestFunc, msgAndArgs ...interface{})        {}
func (a *Assertions) NotPanicsf(f assert.PanicTestFunc, msg string, args ...interface{}) {}
