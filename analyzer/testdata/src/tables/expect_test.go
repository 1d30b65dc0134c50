package tables

import (
	"net/http"
	"net/url"
	"testing"
)

func TestExpectError(t *testing.T) {
	if _, err := url.Parse("http://a/%zz"); err == nil { // ok: the test expects the error
		t.Fatal("no error")
	}
	_, err := url.Parse("http://b/%zz") // ok: checked by a helper that fails when err is nil
	checkParseError(t, err)
	_, err = url.Parse("http://c/%zz") // want `invalid percent-encoding|unexpected character`
	if err != nil {
		t.Fatal(err)
	}
	_, err = http.Get("http://ex\x00ample.com/") // ok: a control byte is deliberate in a test
	_ = err
	func() error {
		_, err := url.Parse("http://d/%zz") // ok: returned to a caller that drops it: the test does not need it to work
		return err                          // to a caller that does not look at it
	}()
	if err := func() error {
		_, err := url.Parse("http://e/%zz") // ok: returned to a caller that expects the error
		return err
	}(); err == nil {
		t.Fatal("no error")
	}
}

func checkParseError(t *testing.T, err error) { // want checkParseError:"testhelper"
	if err == nil {
		t.Error("want error")
	}
}

func TestInvalidWord(t *testing.T) {
	http.NewRequest("GET", "/api?pattern=[invalid", nil) // ok: the request is dropped: the test does not need it to work
}
