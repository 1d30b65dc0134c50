package d03

import (
	"reflect"
	"testing"
)

// source: https://github.com/thanos-io/thanos/blob/e103a81bd5943697394afcb4fb592b6ffa806c30/pkg/clientconfig/config_test.go#L86 (TestBuildHTTPConfig, "not supported scheme")
func TestBuildHTTPConfig(t *testing.T) {
	for _, tc := range []struct {
		desc      string
		addresses []string
		err       bool
		expected  []Config
	}{
		{desc: "https", addresses: []string{"https://localhost:9093"}, expected: []Config{{"localhost:9093", "https"}}},
		{desc: "not supported scheme", addresses: []string{"ttp://localhost:9093"}, err: true}, // heldout:deliberate
	} {
		t.Run(tc.desc, func(t *testing.T) {
			cfg, err := BuildConfigFromHTTPAddresses(tc.addresses)
			if tc.err {
				if err == nil {
					t.Fatal("expected error")
				}
				return
			}
			if !reflect.DeepEqual(tc.expected, cfg) {
				t.Fatalf("got %v", cfg)
			}
		})
	}
}
