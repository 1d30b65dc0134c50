package m02

import (
	"net/url"
	"testing"
)

// source: https://github.com/prometheus/prometheus/blob/8cc84660fadd88edfd9c9f8325542896a0a06eda/storage/remote/write_test.go (fixed by 6bb367970e8d4c3ea50b3f0ecbace4f2470ed155: mustURLParse("http://test-storage.com"))
func TestWriteStorageApplyConfigsPartialUpdate(t *testing.T) {
	s := &WriteStorage{}
	cfgs := []*RemoteWriteConfig{{}, {}, {}}
	for i := range cfgs {
		cfgs[i].URL = &url.URL{
			Host: "http://test-storage.com", // heldout:mistake form
		}
	}
	if err := s.ApplyConfig(cfgs); err != nil {
		t.Fatal(err)
	}
	if len(s.queues) != 1 {
		t.Fatalf("queues: %d", len(s.queues))
	}
}
