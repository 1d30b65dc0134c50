package d21

import (
	"net/url"
	"testing"
)

// source: https://github.com/mattermost/mattermost-plugin-mscalendar/pull/63 (server/utils/httputils/utils_test.go: rows that expect url parse/validation errors)
func TestParseURLErrors(t *testing.T) {
	for _, in := range []string{
		"[jdsh",          // heldout:deliberate
		"hƒƒp://xyz.com", // heldout:deliberate
	} {
		if _, err := url.Parse(in); err == nil {
			t.Errorf("%q: expected a parse error", in)
		}
	}
}
