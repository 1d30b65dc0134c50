package m06

import (
	"net/url"
	"testing"
)

// source: https://github.com/alpstable/gidari (TestTimeseries, "chunks where end date is before last iteration"; several versions of the file)
func TestTimeseries(t *testing.T) {
	timeseries := &Timeseries{StartName: "start", EndName: "end", Period: 18000}
	testURL, err := url.Parse("https//api.test.com/") // heldout:mistake typo
	if err != nil {
		t.Fatalf("error parsing url: %v", err)
	}
	query := testURL.Query()
	query.Set("start", "2022-05-10T00:00:00Z")
	query.Set("end", "2022-05-11T00:00:00Z")
	testURL.RawQuery = query.Encode()
	if err := chunkTimeseries(timeseries, *testURL); err != nil {
		t.Fatalf("error chunking: %v", err)
	}
}
