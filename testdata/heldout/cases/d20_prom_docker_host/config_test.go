package d20

import (
	"reflect"
	"testing"
)

// source: https://github.com/prometheus/prometheus/blob/d15adb9ad7e5d9fbde3a9a8f30200593a5a14d86/config/config_test.go#L1233 (DockerSDConfig Host is a daemon URL, rightly with a scheme)
func TestLoadDockerSD(t *testing.T) {
	want := &DockerSDConfig{
		Host: "http://127.0.0.1:2375", // heldout:deliberate
		Port: 80,
	}
	got := &DockerSDConfig{Host: "http://127.0.0.1:2375", Port: 80} // heldout:deliberate
	if err := got.Validate(); err != nil || !reflect.DeepEqual(got, want) {
		t.Fatalf("got %v, %v", got, err)
	}
}
