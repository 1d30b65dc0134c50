package d12

import (
	"net/http"
	"testing"
)

type client struct{}

func (c client) Do(_ *http.Request) (*http.Response, error) {
	return &http.Response{StatusCode: 200}, nil
}

// source: public GitHub Go test found by exact-string search (index file id 70869872323; package commander, repository not identified): fake client that never reads the URL
func TestNewCommander(t *testing.T) {
	r, _ := http.NewRequest(http.MethodGet, "localhost:8080", nil) // heldout:deliberate
	if got := Run(client{}, []*http.Request{r}); got != 1 {
		t.Fatalf("got %d", got)
	}
}
