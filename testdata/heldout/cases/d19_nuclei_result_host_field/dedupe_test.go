package d19

import "testing"

// source: https://github.com/projectdiscovery/nuclei/blob/HEAD/pkg/reporting/dedupe/dedupe_test.go#L23 (Host of a result event is a target string, not a url.URL Host)
func TestDedupeDuplicates(t *testing.T) {
	evs := []*ResultEvent{
		{TemplateID: "test", Host: "https://example.com"}, // heldout:deliberate
		{TemplateID: "test", Host: "https://example.com"}, // heldout:deliberate
	}
	if n := Dedupe(evs); n != 1 {
		t.Fatalf("got %d", n)
	}
}
