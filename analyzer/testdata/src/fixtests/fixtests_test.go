package fixtests

import (
	"net/http"
	"testing"
)

func TestPage(t *testing.T) {
	if page != "https://example.com/annual report.pdf" {
		t.Fatal(page)
	}
	// A test's own literal gets no fix: a test's text is what it checks.
	if _, err := http.Get(" https://example.com/x"); err != nil { // want `leading white space`
		t.Fatal(err)
	}
}
