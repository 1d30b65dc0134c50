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
	_, err := url.Parse("http://b/%zz") // ok: checked by a helper named for errors
	checkParseError(t, err)
	_, err = url.Parse("http://c/%zz") // want `invalid percent-encoding|unexpected character`
	if err != nil {
		t.Fatal(err)
	}
	_, err = http.Get("http://ex\x00ample.com/") // ok: a control byte is deliberate in a test
	_ = err
	func() error {
		_, err := url.Parse("http://d/%zz") // ok: returned to a helper
		return err
	}()
}

func checkParseError(t *testing.T, err error) {
	if err == nil {
		t.Error("want error")
	}
}

func TestInvalidWord(t *testing.T) {
	http.NewRequest("GET", "/api?pattern=[invalid", nil) // want `unexpected character "\["`
}
