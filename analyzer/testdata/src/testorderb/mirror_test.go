// Package testordera and testorderb hold the same tests in the two
// orders of their functions: a test's findings do not depend on it.
package testorderb

import (
	"net/http"
	"testing"
)

// mirror is fetched by one test that needs it and refused by another
// that expects it to fail: in doubt, the policy stays silent.
const mirror = "htp://mirror.example.com/"

// api must work in both tests that use it.
const api = "https//api.example.com/v1" // want `URI lacks ':' after scheme "https"`

func TestFetchMirror(t *testing.T) {
	resp, err := http.Get(mirror)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if _, err := http.Head(api); err != nil {
		t.Fatal(err)
	}
}

func TestRefusesMirror(t *testing.T) {
	if _, err := http.Get(mirror); err == nil {
		t.Fatal("fetched from a mirror with a bad scheme")
	}
	resp, err := http.Get(api)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
}
