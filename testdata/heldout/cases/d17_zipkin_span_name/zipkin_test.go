package d17

import (
	"reflect"
	"testing"
)

// source: https://github.com/influxdata/telegraf/blob/HEAD/plugins/inputs/zipkin/zipkin_test.go#L250 (span names "http:/hi2" in the expected metrics)
func TestConvertSpanNames(t *testing.T) {
	want := []map[string]string{
		{"name": "http:/hi2", "service_name": "trivial"}, // heldout:deliberate
	}
	if got := Convert([]string{"http:/hi2"}); !reflect.DeepEqual(got, want) { // heldout:deliberate
		t.Fatalf("got %v", got)
	}
}
