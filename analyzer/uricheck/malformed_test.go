// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uricheck_test

import (
	"strings"
	"testing"

	"github.com/urilint/urilint/analyzer/uricheck"
	"github.com/urilint/urilint/uricore"
)

// TestPortListsByScheme: a list or a range of ports is a convention of
// schemes without a single default port (mongodb, postgres), and a
// mistake at a scheme whose URIs name one port (the scheme table).
func TestPortListsByScheme(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want bool
	}{
		{"mongodb://db1:27017,db2:27017/app", false},
		{"postgres://h1:5432,h2:5432/db", false},
		{"http://localhost:8080,8081/", true},
		{"https://localhost:8080-8081/", true},
		{"ws://localhost:1001-1009/", true},
	} {
		fs := uricheck.Check(tt.in, uricheck.Options{Need: uricheck.NeedReference})
		got := len(fs) > 0 && fs[0].Category == uricheck.Port
		if got != tt.want {
			t.Errorf("Check(%q) = %v, want a port finding: %v", tt.in, fs, tt.want)
		}
	}
}

// TestMessagesNameComponent: each message names the component at fault
// (RFC 3986 §3), not a symptom elsewhere, on odd but real inputs.
func TestMessagesNameComponent(t *testing.T) {
	for _, tt := range []struct {
		in, category, component string // component: a word the message holds; "" for no finding
	}{
		{"http://a@b@example.org/", uricheck.Malformed, "userinfo"},          // a doubled "@"
		{"http://user:pa:ss@example.org/", uricheck.Credentials, "userinfo"}, // ":" inside a password
		{"http://[fe80::1%eth0]/", uricheck.Malformed, "host"},               // an IPv6 zone written with "%"
		{"http://[v1.fe80::a+en1]/", "", ""},                                 // an IPvFuture literal is a host
		{"http://[v1.]/", uricheck.Malformed, "host"},                        // an empty IPvFuture
		{"http://[::1/", uricheck.Malformed, "host"},                         // an unclosed IP literal
		{"http://example.com:+80/", uricheck.Port, "port"},                   // a port with a sign
		{"http://my_host.example.com/", "", ""},                              // "_" is unreserved in a reg-name
		{"http://ex ample.com/", uricheck.Malformed, "host"},
		{"ht tp://example.com/", uricheck.Malformed, "scheme"},
		{"http://example.com/a b", uricheck.Malformed, "path"},
		{"http://example.com/?q=a b", uricheck.Malformed, "query"},
		{"http://example.com/#a b", uricheck.Malformed, "fragment"},
		{"http://::1/", uricheck.Malformed, "IPv6"},               // not a port ":1"
		{"http://2001:db8::7:8443/x", uricheck.Malformed, "IPv6"}, // not a port "db8::7:8443"
	} {
		fs := uricheck.Check(tt.in, uricheck.Options{})
		if tt.category == "" {
			if len(fs) != 0 {
				t.Errorf("Check(%q) = %v, want nothing", tt.in, fs)
			}
			continue
		}
		if len(fs) == 0 || fs[0].Category != tt.category || !strings.Contains(fs[0].Message, tt.component) {
			t.Errorf("Check(%q) = %v, want a %s finding naming the %s", tt.in, fs, tt.category, tt.component)
		}
	}
}

// TestUnbracketedIPv6: an IPv6 address needs brackets in a URI (RFC
// 3986 §3.2.2); the fix adds them only where one reading exists, and
// the fixed URI parses.
func TestUnbracketedIPv6(t *testing.T) {
	for _, tt := range []struct {
		in, fix string // fix: "" for none
	}{
		{"http://::1/", "http://[::1]/"},
		{"http://2001:db8:0:0:0:0:0:1:8080/x", "http://[2001:db8:0:0:0:0:0:1]:8080/x"},
		{"http://2001:db8::7:8443/x", ""}, // an address, or an address and a port
		{"http://::ffff:192.0.2.1/", "http://[::ffff:192.0.2.1]/"},
	} {
		fs := uricheck.Check(tt.in, uricheck.Options{})
		if len(fs) != 1 || fs[0].Category != uricheck.Malformed || !strings.Contains(fs[0].Message, "IPv6 address in a URI needs brackets") {
			t.Errorf("Check(%q) = %v, want one malformed finding about brackets", tt.in, fs)
			continue
		}
		got := ""
		if fs[0].Fix != nil {
			got = *fs[0].Fix
		}
		if got != tt.fix {
			t.Errorf("Check(%q) fix = %q, want %q", tt.in, got, tt.fix)
		}
		if got != "" {
			if _, err := uricore.Parse(got); err != nil {
				t.Errorf("fix %q does not parse: %v", got, err)
			}
		}
	}
	for _, in := range []string{"http://[::1]:8080/", "mongodb://db1:27017,db2:27017/app", "http://a:b:c/"} {
		for _, f := range uricheck.Check(in, uricheck.Options{}) {
			if strings.Contains(f.Message, "IPv6") {
				t.Errorf("Check(%q) = %v: not an unbracketed IPv6 address", in, f)
			}
		}
	}
}

// TestFixTitles checks that each fix says what it does, as the decision
// that made it does: a query's leading "?" is removed, not white space
// trimmed; a host is written as its A-label, not percent-encoded.
func TestFixTitles(t *testing.T) {
	for _, tt := range []struct {
		comp, in, want string
	}{
		{"", " https://example.com/", "Trim white space"},
		{"", "https://example.com/a b", "Percent-encode the characters RFC 3986 does not allow"},
		{"", "https://bücher.example/", "Write the host as its IDNA A-label"},
		{"", "http://[fe80::1%eth0]/", "Write the zone ID's \"%\" as \"%25\""},
		{"", "https://2001:db8::1/x", "Put the IPv6 address in brackets"},
		{"", "HTTP://Example.com/", "Normalize URI"},
		{uricheck.CompRawQuery, "?a=b", "Remove the \"?\""},
		{uricheck.CompScheme, "https://", "Keep only the scheme"},
		{uricheck.CompHost, "https://example.com", "Keep only the host and port"},
	} {
		o := uricheck.Options{Steps: uricheck.DefaultSteps, Scheme: "https", Site: "f", Whole: true}
		fs := uricheck.Check(tt.in, o)
		if tt.comp != "" {
			fs = uricheck.CheckComponent(tt.comp, tt.in, o)
		}
		if len(fs) != 1 || fs[0].Fix == nil || fs[0].FixTitle != tt.want {
			t.Errorf("%s %q: %+v, want one finding whose fix is titled %q", tt.comp, tt.in, fs, tt.want)
		}
	}
}
