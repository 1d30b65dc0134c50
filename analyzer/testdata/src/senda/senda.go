// Package senda is a test harness that sends the requests it is given,
// as integration-test helpers do.
package senda

import (
	"fmt"
	"net/http"
)

// Tester sends requests to a server under test.
type Tester struct{ Client *http.Client }

// AssertCode sends req and fails unless the status is code.
func (tc *Tester) AssertCode(req *http.Request, code int) error { // want AssertCode:"sendsrequest\\[0\\]"
	return tc.expect(code, req)
}

func (tc *Tester) expect(code int, req *http.Request) error { // want expect:"sendsrequest\\[1\\]"
	resp, err := tc.Client.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode != code {
		return fmt.Errorf("status %d, want %d", resp.StatusCode, code)
	}
	return nil
}

// Describe only prints the request: it sends nothing.
func Describe(req *http.Request) string { // want Describe:"readsurl\\[0\\]"
	return req.Method + " " + req.URL.String()
}
