// Package helper holds a test helper that fails the test on an error:
// the test policy's fact alone, printed in full.
package helper

import "testing"

// Check fails t when err is not nil.
func Check(t testing.TB, err error) { // want Check:`^testhelper\(#1 success\)$`
	if err != nil {
		t.Fatal(err)
	}
}
