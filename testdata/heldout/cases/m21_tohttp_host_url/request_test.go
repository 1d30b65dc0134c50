package m21

import (
	"net/url"
	"testing"
)

// source: public GitHub Go test found by exact-string search (index file id 19620706588; repository not identified): TestRequest_toHTTP
func TestRequest_toHTTP(t *testing.T) {
	testCases := []struct {
		testName string
		request  *request
	}{
		{
			testName: "Test case: set PUT method with HTTP scheme",
			request:  &request{url: &url.URL{Scheme: "http", Host: "http://127.0.0.1:8000"}, method: "PUT"}, // heldout:mistake form
		},
		{
			testName: "Test case: set POST method with HTTPS scheme",
			request:  &request{url: &url.URL{Scheme: "https", Host: "https://127.0.0.1:8000"}, method: "POST"}, // heldout:mistake form
		},
	}
	for _, tc := range testCases {
		got, err := tc.request.toHTTP()
		if err != nil {
			t.Fatalf("%s: %v", tc.testName, err)
		}
		if got.Method != tc.request.method {
			t.Errorf("%s: method %s", tc.testName, got.Method)
		}
	}
}
