package m11

import (
	"net/http"
	"testing"
)

func MustNewRequest(method, urlStr string) *http.Request {
	r, err := http.NewRequest(method, urlStr, nil)
	if err != nil {
		panic(err)
	}
	return r
}

// source: public GitHub Go test found by exact-string search (index file id 3646957976; repository not identified): TestOffer
func TestOffer(t *testing.T) {
	longRunningRequest := MustNewRequest("GET", "http//longrunning.com") // heldout:mistake typo
	quickRequest := MustNewRequest("GET", "http//quick.com")             // heldout:mistake typo
	if longRunningRequest.Method != quickRequest.Method {
		t.Fatal("methods differ")
	}
	d := &Dispatcher{client: &http.Client{}}
	_ = d
}
