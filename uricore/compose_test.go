// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uricore_test

import (
	"testing"

	"github.com/urilint/urilint/uricore"
)

// TestStringSafeguards checks that String never emits text that parses
// differently (§4.2, §5.3).
func TestStringSafeguards(t *testing.T) {
	for _, tt := range []struct {
		r    uricore.Reference
		want string
	}{
		{uricore.Reference{Scheme: "foo", Path: "//bar"}, "foo:/.//bar"},
		{uricore.Reference{Path: "//bar"}, "/.//bar"},
		{uricore.Reference{Path: "a:b"}, "./a:b"},
		{uricore.Reference{Path: "a:b/c"}, "./a:b/c"},
		{uricore.Reference{Path: "a/b:c"}, "a/b:c"},
		{uricore.Reference{Scheme: "s", Path: "a:b"}, "s:a:b"},
		{uricore.Reference{HasAuthority: true, Host: "h", Path: "p"}, "//h/p"},
		{uricore.Reference{HasAuthority: true}, "//"},
		{uricore.Reference{HasQuery: true, HasFragment: true}, "?#"},
	} {
		got := tt.r.String()
		if got != tt.want {
			t.Errorf("%#v.String() = %q, want %q", tt.r, got, tt.want)
		}
		if _, err := uricore.Parse(got); err != nil {
			t.Errorf("%q does not parse: %v", got, err)
		}
	}
}

func TestText(t *testing.T) {
	var r uricore.Reference
	if err := r.UnmarshalText([]byte("http://a/b?c")); err != nil {
		t.Fatal(err)
	}
	b, _ := r.MarshalText()
	if string(b) != "http://a/b?c" {
		t.Errorf("MarshalText = %q", b)
	}
	if err := r.UnmarshalText([]byte("%")); err == nil {
		t.Error("UnmarshalText(%) succeeded")
	}
}

func TestEscape(t *testing.T) {
	for _, tt := range []struct {
		in   string
		c    uricore.Component
		want string
	}{
		{"a b/c?d", uricore.ComponentPath, "a%20b/c%3Fd"},
		{"a b/c?d", uricore.ComponentPathSegment, "a%20b%2Fc%3Fd"},
		{"a b/c?d#e", uricore.ComponentQuery, "a%20b/c?d%23e"},
		{"u:p@x", uricore.ComponentUserInfo, "u:p%40x"},
		{"ex:ample", uricore.ComponentHost, "ex%3Aample"},
		{"100%", uricore.ComponentFragment, "100%25"},
		{"é", uricore.ComponentPath, "%C3%A9"},
		{"plain", uricore.ComponentPath, "plain"},
	} {
		if got := uricore.Escape(tt.in, tt.c); got != tt.want {
			t.Errorf("Escape(%q, %d) = %q, want %q", tt.in, tt.c, got, tt.want)
		}
		if got, err := uricore.Unescape(uricore.Escape(tt.in, tt.c)); err != nil || got != tt.in {
			t.Errorf("Unescape(Escape(%q)) = %q, %v", tt.in, got, err)
		}
	}
	if _, err := uricore.Unescape("ab%2"); err == nil {
		t.Error(`Unescape("ab%2") succeeded`)
	} else if pe := err.(*uricore.ParseError); pe.Offset != 2 || pe.Code != uricore.ErrInvalidPercentEncoding {
		t.Errorf("Unescape error %+v, want invalid percent-encoding at 2", pe)
	}
}
