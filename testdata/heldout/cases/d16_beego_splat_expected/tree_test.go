package d16

import (
	"reflect"
	"testing"
)

// source: https://github.com/beego/beego/blob/HEAD/server/web/tree_test.go#L72 (matchTestInfo("/*", "/http://customer/123/", ...))
func TestTreeSplat(t *testing.T) {
	want := map[string]string{":splat": "http:/customer/123"} // heldout:deliberate
	if got := matchSplat("/*", "/http://customer/123/"); !reflect.DeepEqual(got, want) {
		t.Fatalf("got %v", got)
	}
}
