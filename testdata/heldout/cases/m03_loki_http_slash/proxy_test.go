package m03

import (
	"net/url"
	"testing"
	"time"
)

// source: https://github.com/grafana/loki/blob/65e30f8488e8a5ea2013c6881675f8103a8f6bc7/pkg/querytee/proxy_test.go#L383
func TestFilterReadDisabledBackend(t *testing.T) {
	urlMustParse := func(urlStr string) *url.URL {
		u, err := url.Parse(urlStr)
		if err != nil {
			t.Fatal(err)
		}
		return u
	}

	backend1, err := NewProxyBackend("test1", urlMustParse("http:/test1"), time.Second, true) // heldout:mistake typo
	if err != nil {
		t.Fatal(err)
	}
	if backend1.Target("/loki/api/v1/query") == "" {
		t.Fatal("no target")
	}
}
