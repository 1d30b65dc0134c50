package d06

import "testing"

// source: https://github.com/gofiber/fiber/blob/c344047e102861ac2b7f0259ea3dd3af4b03ad63/middleware/proxy/security_test.go#L591
func Test_ValidateUpstream_HostEmpty(t *testing.T) {
	err := validateUpstream("http:///path") // heldout:deliberate
	if err == nil {
		t.Fatal("expected host-empty rejection")
	}
}
