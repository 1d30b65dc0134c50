package d01

import (
	"net/http"
	"testing"
)

// source: https://github.com/gofiber/fiber/blob/c344047e102861ac2b7f0259ea3dd3af4b03ad63/client/client_test.go#L826 (Test_Client_Invalid_URL)
func Test_Client_Invalid_URL(t *testing.T) {
	_, err := http.Get("http//example") // heldout:deliberate
	if err == nil {
		t.Fatal("expected an invalid-URL error")
	}
}
