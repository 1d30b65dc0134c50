package helperuse

import (
	"net/url"
	"testing"

	"testhelp"
)

func TestAcrossPackages(t *testing.T) {
	_, err := url.Parse("https://cdn.example.org/a%zz") // want `invalid percent-encoding`
	testhelp.Check(t, err)

	_, err = url.Parse("https://cdn.example.org/b%zz") // ok: Refuse fails the test when there is no error
	testhelp.Refuse(t, err)

	testhelp.Rejected(t, "https://[fe80::1") // ok: Rejected fails the test when it parses
}
