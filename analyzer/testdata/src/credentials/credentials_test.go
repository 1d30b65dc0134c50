package credentials

import "testing"

func TestX(t *testing.T) {
	const fixture = "https://admin:hunter2@db.example.com/" // ok: credentials in tests only with -test-credentials
	_ = fixture
}
