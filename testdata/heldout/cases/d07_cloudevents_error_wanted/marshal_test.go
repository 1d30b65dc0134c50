package d07

import (
	"net/http/httptest"
	"testing"
)

// source: public GitHub Go test found by exact-string search (index file id 22168931922; cloudevents v01 HTTP marshaller, repository not identified): TestFromRequestNoContentType
// (the URL is a slip, but the test wants an error from this request: by the policy it is deliberate)
func TestFromRequestNoContentType(t *testing.T) {
	req := httptest.NewRequest("GET", "localhost:8080", nil) // heldout:deliberate
	event, err := FromRequest(req)
	if event != nil || err == nil {
		t.Fatal("expected an error")
	}
}
