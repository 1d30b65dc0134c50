package fieldb

import (
	"context"
	"testing"

	"fielda"
)

func TestBadEndpoint(t *testing.T) {
	_, err := fielda.New(fielda.Options{Endpoint: "http://[::1"}).Get(context.Background()) // ok: the test's deliberate input
	if err == nil {
		t.Fatal("no error for a malformed endpoint")
	}
}

func TestEndpoint(t *testing.T) {
	c := fielda.New(fielda.Options{Endpoint: "localhost:1/v1"}) // want `fielda.Options.Endpoint needs an absolute URI or a path starting with "/"`
	if _, err := c.Get(context.Background()); err != nil {
		t.Fatal(err)
	}
}
