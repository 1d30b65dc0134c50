// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uricore_test

import (
	"fmt"
	"testing"

	"github.com/urilint/urilint/uricore"
)

// RFC 3986 §5.4.1 and §5.4.2, verbatim:
// https://www.rfc-editor.org/rfc/rfc3986#section-5.4.1
// https://www.rfc-editor.org/rfc/rfc3986#section-5.4.2
const rfcBase = "http://a/b/c/d;p?q"

var rfcExamples = []struct{ ref, want string }{
	// §5.4.1 Normal Examples
	{"g:h", "g:h"},
	{"g", "http://a/b/c/g"},
	{"./g", "http://a/b/c/g"},
	{"g/", "http://a/b/c/g/"},
	{"/g", "http://a/g"},
	{"//g", "http://g"},
	{"?y", "http://a/b/c/d;p?y"},
	{"g?y", "http://a/b/c/g?y"},
	{"#s", "http://a/b/c/d;p?q#s"},
	{"g#s", "http://a/b/c/g#s"},
	{"g?y#s", "http://a/b/c/g?y#s"},
	{";x", "http://a/b/c/;x"},
	{"g;x", "http://a/b/c/g;x"},
	{"g;x?y#s", "http://a/b/c/g;x?y#s"},
	{"", "http://a/b/c/d;p?q"},
	{".", "http://a/b/c/"},
	{"./", "http://a/b/c/"},
	{"..", "http://a/b/"},
	{"../", "http://a/b/"},
	{"../g", "http://a/b/g"},
	{"../..", "http://a/"},
	{"../../", "http://a/"},
	{"../../g", "http://a/g"},
	// §5.4.2 Abnormal Examples
	{"../../../g", "http://a/g"},
	{"../../../../g", "http://a/g"},
	{"/./g", "http://a/g"},
	{"/../g", "http://a/g"},
	{"g.", "http://a/b/c/g."},
	{".g", "http://a/b/c/.g"},
	{"g..", "http://a/b/c/g.."},
	{"..g", "http://a/b/c/..g"},
	{"./../g", "http://a/b/g"},
	{"./g/.", "http://a/b/c/g/"},
	{"g/./h", "http://a/b/c/g/h"},
	{"g/../h", "http://a/b/c/h"},
	{"g;x=1/./y", "http://a/b/c/g;x=1/y"},
	{"g;x=1/../y", "http://a/b/c/y"},
	{"g?y/./x", "http://a/b/c/g?y/./x"},
	{"g?y/../x", "http://a/b/c/g?y/../x"},
	{"g#s/./x", "http://a/b/c/g#s/./x"},
	{"g#s/../x", "http://a/b/c/g#s/../x"},
	{"http:g", "http:g"}, // for strict parsers
}

func TestResolveRFCExamples(t *testing.T) {
	base := uricore.MustParse(rfcBase)
	for _, tt := range rfcExamples {
		if got := base.Resolve(uricore.MustParse(tt.ref)).String(); got != tt.want {
			t.Errorf("Resolve(%q, %q) = %q, want %q", rfcBase, tt.ref, got, tt.want)
		}
	}
}

// Cases where other implementations went wrong (the oracles'
// resolve_extra.tsv), decided by the RFC.
var resolveExtra = []struct{ base, ref, want, why string }{
	{"http://a/b#f", "", "http://a/b", "§5.2.2: the base's fragment never reaches the target"},
	{"http://a/b?q#f", "#g", "http://a/b?q#g", "§5.2.2"},
	{"http://a/b/c", "?", "http://a/b/c?", "§5.2.2: an empty query is defined"},
	{"http://a/b/c?q", "#", "http://a/b/c?q#", "§5.2.2: an empty fragment is defined"},
	{"http://a/b/c", "//", "http://", "§5.2.2: an empty authority is defined"},
	{"http://a", "b", "http://a/b", "§5.2.3: merge with an empty base path"},
	{"a:b", "c", "a:c", "§5.2.3: a base path without '/'"},
	{"scheme:foo/bar", "../baz", "scheme:/baz", "§5.2.4 on a rootless merged path"},
	{"foo:/", ".//@@", "foo:/.//@@", "§5.2.4 gives //@@; §5.3 recomposition keeps it a path with /."},
	{"scheme:", "/..//bar", "scheme:/.//bar", "§5.2.4 gives //bar; kept a path with /."},
	{"http://a/b/c/d;p?q", "HTTP:g", "HTTP:g", "§5.2.2 strict: a scheme makes the reference absolute"},
	{"http://a/b/c/d;p?q", "http:", "http:", "§5.2.2 strict"},
	{"http://a/b/..", "c", "http://a/b/c", "§5.2.3 merges with the base path as written"},
	{"http://a/b/%2e%2e/c", ".", "http://a/b/%2e%2e/", "§5.2.4: %2e%2e is not a dot segment"},
	{"http://a/b/c", "d/%2e%2e/e", "http://a/b/d/%2e%2e/e", "§5.2.4"},
	{"http://[fe80::1%25eth0]/a", "b", "http://[fe80::1%25eth0]/b", "RFC 6874 zone kept"},
	{"http://a/b/c", "..//x", "http://a//x", "§5.2.4 keeps empty segments"},
	{"http://a/b/c", "/..//x", "http://a//x", "§5.2.4"},
	{"file:///etc/passwd", "../../../x", "file:///x", "§5.2.4: no climbing above the root"},
	{"http://A/%7e/c", "d", "http://A/%7e/d", "§5.2: resolution does not normalize"},
}

func TestResolveExtra(t *testing.T) {
	for _, tt := range resolveExtra {
		got := uricore.MustParse(tt.base).Resolve(uricore.MustParse(tt.ref)).String()
		if got != tt.want {
			t.Errorf("Resolve(%q, %q) = %q, want %q (%s)", tt.base, tt.ref, got, tt.want, tt.why)
		}
	}
}

func TestResolveNonStrict(t *testing.T) {
	base := uricore.MustParse(rfcBase)
	for _, tt := range []struct{ ref, want string }{
		{"http:g", "http://a/b/c/g"}, // §5.4.2, "for backward compatibility"
		{"HTTP:g", "http://a/b/c/g"}, // scheme compared without regard to case
		{"ftp:g", "ftp:g"},
		{"g", "http://a/b/c/g"},
	} {
		if got := base.ResolveNonStrict(uricore.MustParse(tt.ref)).String(); got != tt.want {
			t.Errorf("ResolveNonStrict(%q) = %q, want %q", tt.ref, got, tt.want)
		}
	}
}

// TestRemoveDotSegments checks §5.2.4, including its two worked examples.
func TestRemoveDotSegments(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"/a/b/c/./../../g", "/a/g"},    // §5.2.4 example
		{"mid/content=5/../6", "mid/6"}, // §5.2.4 example
		{"", ""},
		{".", ""},
		{"..", ""},
		{"/.", "/"},
		{"/..", "/"},
		{"/a/.", "/a/"},
		{"/a/..", "/"},
		{"../a", "a"},
		{"./a", "a"},
		{"a/../../b", "/b"},
		{"/a//../b", "/a/b"},
		{"/a/b", "/a/b"},
		{"/./", "/"},
		{"/.//x", "//x"},
		{"/a/..b/.c", "/a/..b/.c"},
	} {
		if got := uricore.RemoveDotSegments(tt.in); got != tt.want {
			t.Errorf("RemoveDotSegments(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func ExampleReference_Resolve() {
	base := uricore.MustParse("http://a/b/c/d;p?q")
	for _, r := range []string{"../g", "//g", "?y", "http:g"} {
		fmt.Println(base.Resolve(uricore.MustParse(r)))
	}
	// Output:
	// http://a/b/g
	// http://g
	// http://a/b/c/d;p?y
	// http:g
}
