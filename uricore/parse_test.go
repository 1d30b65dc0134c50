// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uricore_test

import (
	"errors"
	"fmt"
	"testing"

	"github.com/urilint/urilint/uricore"
)

// ref builds a Reference for table rows: a URI with the components given,
// "-" meaning undefined.
func ref(scheme, userinfo, host, port, path, query, fragment string) uricore.Reference {
	r := uricore.Reference{Path: path}
	if scheme != "-" {
		r.Scheme = scheme
	}
	if userinfo != "-" {
		r.UserInfo, r.HasUserInfo = userinfo, true
	}
	if host != "-" {
		r.Host, r.HasAuthority = host, true
	}
	if port != "-" {
		r.Port, r.HasPort = port, true
	}
	if query != "-" {
		r.Query, r.HasQuery = query, true
	}
	if fragment != "-" {
		r.Fragment, r.HasFragment = fragment, true
	}
	return r
}

// validTests are valid URI references with their components, each with
// the rule of RFC 3986 (or RFC 6874) it exercises.
var validTests = []struct {
	in   string
	want uricore.Reference
}{
	// §1.1.2 examples.
	{"ftp://ftp.is.co.za/rfc/rfc1808.txt", ref("ftp", "-", "ftp.is.co.za", "-", "/rfc/rfc1808.txt", "-", "-")},
	{"http://www.ietf.org/rfc/rfc2396.txt", ref("http", "-", "www.ietf.org", "-", "/rfc/rfc2396.txt", "-", "-")},
	{"ldap://[2001:db8::7]/c=GB?objectClass?one", ref("ldap", "-", "[2001:db8::7]", "-", "/c=GB", "objectClass?one", "-")},
	{"mailto:John.Doe@example.com", ref("mailto", "-", "-", "-", "John.Doe@example.com", "-", "-")},
	{"news:comp.infosystems.www.servers.unix", ref("news", "-", "-", "-", "comp.infosystems.www.servers.unix", "-", "-")},
	{"tel:+1-816-555-1212", ref("tel", "-", "-", "-", "+1-816-555-1212", "-", "-")},
	{"telnet://192.0.2.16:80/", ref("telnet", "-", "192.0.2.16", "80", "/", "-", "-")},
	{"urn:oasis:names:specification:docbook:dtd:xml:4.1.2", ref("urn", "-", "-", "-", "oasis:names:specification:docbook:dtd:xml:4.1.2", "-", "-")},
	// §3: all components; §3.2.1 userinfo with ':'; §3.2.3 port.
	{"foo://example.com:8042/over/there?name=ferret#nose", ref("foo", "-", "example.com", "8042", "/over/there", "name=ferret", "nose")},
	{"http://user:pw@host:1/p?q#f", ref("http", "user:pw", "host", "1", "/p", "q", "f")},
	// §5.3: defined but empty components stay apart from undefined ones.
	{"", ref("-", "-", "-", "-", "", "-", "-")},
	{"http://a/b?", ref("http", "-", "a", "-", "/b", "", "-")},
	{"http://a/b#", ref("http", "-", "a", "-", "/b", "-", "")},
	{"http://a/b?#", ref("http", "-", "a", "-", "/b", "", "")},
	{"http://@a/", ref("http", "", "a", "-", "/", "-", "-")},
	{"http://a:/", ref("http", "-", "a", "", "/", "-", "-")},
	{"http://[::1]:", ref("http", "-", "[::1]", "", "", "-", "-")},
	{"//", ref("-", "-", "", "-", "", "-", "-")},
	{"///x", ref("-", "-", "", "-", "/x", "-", "-")},
	{"//g", ref("-", "-", "g", "-", "", "-", "-")},
	{"?q", ref("-", "-", "-", "-", "", "q", "-")},
	{"#f", ref("-", "-", "-", "-", "", "-", "f")},
	{"#x:y", ref("-", "-", "-", "-", "", "-", "x:y")},
	{"a?b:c", ref("-", "-", "-", "-", "a", "b:c", "-")},
	// §4.2: path-noscheme; a ':' after the first segment is fine.
	{"./a:b", ref("-", "-", "-", "-", "./a:b", "-", "-")},
	{"a/b:c", ref("-", "-", "-", "-", "a/b:c", "-", "-")},
	{"a:b", ref("a", "-", "-", "-", "b", "-", "-")},
	{"a:b/c", ref("a", "-", "-", "-", "b/c", "-", "-")},
	{"http:g", ref("http", "-", "-", "-", "g", "-", "-")},
	{"foo:/.//bar", ref("foo", "-", "-", "-", "/.//bar", "-", "-")},
	{"s+.-1:x", ref("s+.-1", "-", "-", "-", "x", "-", "-")},
	// §3.2.2: a reg-name may look like a bad IPv4address; port = *DIGIT.
	{"http://256.256.256.256/", ref("http", "-", "256.256.256.256", "-", "/", "-", "-")},
	{"http://a:b@c:99999/", ref("http", "a:b", "c", "99999", "/", "-", "-")},
	{"http://a%20b/", ref("http", "-", "a%20b", "-", "/", "-", "-")},
	{"http://!$&'()*+,;=/", ref("http", "-", "!$&'()*+,;=", "-", "/", "-", "-")},
	{"http://:80/", ref("http", "-", "", "80", "/", "-", "-")},
	{"http://a%2F:1?q", ref("http", "-", "a%2F", "1", "", "q", "-")},
	{"//a:1#f", ref("-", "-", "a", "1", "", "-", "f")},
	// §3.2.2: the nine IPv6address forms, and IPv4 in ls32.
	{"http://[1:2:3:4:5:6:7:8]/", ref("http", "-", "[1:2:3:4:5:6:7:8]", "-", "/", "-", "-")},
	{"http://[1:2:3:4:5:6:1.2.3.4]/", ref("http", "-", "[1:2:3:4:5:6:1.2.3.4]", "-", "/", "-", "-")},
	{"http://[::2:3:4:5:6:7:8]/", ref("http", "-", "[::2:3:4:5:6:7:8]", "-", "/", "-", "-")},
	{"http://[::3:4:5:6:7:1.2.3.4]/", ref("http", "-", "[::3:4:5:6:7:1.2.3.4]", "-", "/", "-", "-")},
	{"http://[1::3:4:5:6:7:8]/", ref("http", "-", "[1::3:4:5:6:7:8]", "-", "/", "-", "-")},
	{"http://[1:2::4:5:6:7:8]/", ref("http", "-", "[1:2::4:5:6:7:8]", "-", "/", "-", "-")},
	{"http://[1:2:3::5:6:7:8]/", ref("http", "-", "[1:2:3::5:6:7:8]", "-", "/", "-", "-")},
	{"http://[1:2:3:4::6:7:8]/", ref("http", "-", "[1:2:3:4::6:7:8]", "-", "/", "-", "-")},
	{"http://[1:2:3:4:5::1.2.3.4]/", ref("http", "-", "[1:2:3:4:5::1.2.3.4]", "-", "/", "-", "-")},
	{"http://[1:2:3:4:5:6::8]/", ref("http", "-", "[1:2:3:4:5:6::8]", "-", "/", "-", "-")},
	{"http://[1:2:3:4:5:6:7::]/", ref("http", "-", "[1:2:3:4:5:6:7::]", "-", "/", "-", "-")},
	{"http://[::]/", ref("http", "-", "[::]", "-", "/", "-", "-")},
	{"http://[::ffff:1.2.3.4]/", ref("http", "-", "[::ffff:1.2.3.4]", "-", "/", "-", "-")},
	{"http://[ABCD:ef01::1]:80/", ref("http", "-", "[ABCD:ef01::1]", "80", "/", "-", "-")},
	// RFC 6874: zone identifiers, "%25" then unreserved or pct-encoded.
	{"http://[fe80::1%25eth0]/", ref("http", "-", "[fe80::1%25eth0]", "-", "/", "-", "-")},
	{"http://[fe80::1%25en%301]/", ref("http", "-", "[fe80::1%25en%301]", "-", "/", "-", "-")},
	// §3.2.2: IPvFuture.
	{"http://[v1.fe80::a+en1]/", ref("http", "-", "[v1.fe80::a+en1]", "-", "/", "-", "-")},
	{"http://[VF.x]/", ref("http", "-", "[VF.x]", "-", "/", "-", "-")},
	// §2.1: percent-encodings in every component.
	{"h://%41@%42:1/%43?%44#%45", ref("h", "%41", "%42", "1", "/%43", "%44", "%45")},
}

func TestParseValid(t *testing.T) {
	for _, tt := range validTests {
		got, err := uricore.Parse(tt.in)
		if err != nil {
			t.Errorf("Parse(%q): %v", tt.in, err)
			continue
		}
		if got != tt.want {
			t.Errorf("Parse(%q) =\n%#v, want\n%#v", tt.in, got, tt.want)
		}
		if s := got.String(); s != tt.in {
			t.Errorf("Parse(%q).String() = %q, want the input (round trip)", tt.in, s)
		}
	}
}

// invalidTests are invalid references with the code, offset and end of
// their error. The offset is the first byte that cannot continue a valid
// parse; in[offset:end] is the offending piece a caret line underlines:
// the byte (or the whole UTF-8 character) out of place; a bad escape's
// "%" with at most the two bytes after it that its component could hold
// (§2.1: "%zz", but only "%" before the '@' that ends a userinfo); the
// rest of the authority from the first non-digit of a port (§3.2.3); the
// address of an IP literal that is no IPv6address when no single byte is
// to blame; nothing when the input ends early.
var invalidTests = []struct {
	name   string
	in     string
	code   uricore.ErrorCode
	offset int
	end    int
}{
	{"§2.1 bad escape", "%zz", uricore.ErrInvalidPercentEncoding, 0, 3},
	{"§2.1 escape cut short", "http://a/%4", uricore.ErrInvalidPercentEncoding, 9, 11},
	{"§2.1 bad escape in query", "http://a/?%g0", uricore.ErrInvalidPercentEncoding, 10, 13},
	{"§2.1 bad escape in userinfo", "http://u%@a/", uricore.ErrInvalidPercentEncoding, 8, 9},
	{"§2.1 bad escape in host", "http://a%2/", uricore.ErrInvalidPercentEncoding, 8, 10},
	{"§2 space in host", "http://ex ample/", uricore.ErrUnexpectedChar, 9, 10},
	{"§2 space in path", "http://a/b c", uricore.ErrUnexpectedChar, 10, 11},
	{"§2 non-ASCII in path", "http://a/ä", uricore.ErrUnexpectedChar, 9, 11},
	{"§2 '[' in path", "http://a/[", uricore.ErrUnexpectedChar, 9, 10},
	{"§3.5 '#' in fragment", "http://a/#b#c", uricore.ErrUnexpectedChar, 11, 12},
	{"§3.2 second '@'", "http://a@b@c/", uricore.ErrUnexpectedChar, 10, 11},
	{"§3.2.3 port not digits", "http://a:8x/", uricore.ErrInvalidPort, 10, 11},
	{"§3.2.3 second ':'", "http://a:1:2/", uricore.ErrInvalidPort, 10, 12},
	{"§4.2 colon in first segment", "1a:b", uricore.ErrColonInFirstSegment, 2, 3},
	{"§4.2 empty scheme", ":a", uricore.ErrColonInFirstSegment, 0, 1},
	{"§4.2 colon after an escape in the first segment", "a%41:b", uricore.ErrColonInFirstSegment, 4, 5},
	{"§2.1 bad escape before a colon in the first segment", "a%4:b", uricore.ErrInvalidPercentEncoding, 1, 4},
	{"§3.2.2 unclosed IP-literal", "http://[::1", uricore.ErrInvalidIPLiteral, 11, 11},
	{"§3.2.2 IPv4 alone in brackets", "http://[1.2.3.4]/", uricore.ErrInvalidIPLiteral, 8, 15},
	{"§3.2.2 nine groups", "http://[1:2:3:4:5:6:7:8:9]/", uricore.ErrInvalidIPLiteral, 8, 25},
	{"§3.2.2 two '::'", "http://[1::2::3]/", uricore.ErrInvalidIPLiteral, 8, 15},
	{"§3.2.2 five hex digits", "http://[12345::]/", uricore.ErrInvalidIPLiteral, 8, 15},
	{"§3.2.2 a space in an IPv6 address: the space cannot continue", "http://[::1 ]/", uricore.ErrInvalidIPLiteral, 11, 12},
	{"§3.2.2 a letter beyond hex", "http://[fe80::g]/", uricore.ErrInvalidIPLiteral, 14, 15},
	{"§3.2.2 leading zero in dec-octet", "http://[::1.2.3.04]/", uricore.ErrInvalidIPLiteral, 8, 18},
	{"§3.2.2 dec-octet over 255", "http://[::1.2.3.256]/", uricore.ErrInvalidIPLiteral, 8, 19},
	{"§3.2.2 '::' expanding to no group", "http://[1:2:3:4:5:6:7::8]/", uricore.ErrInvalidIPLiteral, 8, 24},
	{"§3.2.2 seven groups, no '::'", "http://[1:2:3:4:5:6:7]/", uricore.ErrInvalidIPLiteral, 8, 21},
	{"§3.2.2 trailing ':'", "http://[1::2:]/", uricore.ErrInvalidIPLiteral, 8, 13},
	{"§3.2.2 text after ']'", "http://[::1]x/", uricore.ErrUnexpectedChar, 12, 13},
	{"RFC 6874 bare '%'", "http://[fe80::1%eth0]/", uricore.ErrInvalidIPLiteral, 15, 16},
	{"RFC 6874 empty zone", "http://[fe80::1%25]/", uricore.ErrInvalidIPLiteral, 18, 19},
	{"RFC 6874 bad zone character", "http://[fe80::1%25e:t]/", uricore.ErrInvalidIPLiteral, 19, 20},
	{"§3.2.2 IPvFuture without hex", "http://[v.x]/", uricore.ErrInvalidIPLiteral, 9, 10},
	{"§3.2.2 IPvFuture without '.'", "http://[v1x]/", uricore.ErrInvalidIPLiteral, 10, 11},
	{"§3.2.2 IPvFuture empty tail", "http://[v1.]/", uricore.ErrInvalidIPLiteral, 11, 12},
	{"§3.2.2 '/' ends the authority inside an IP-literal", "http://[v1.a/b]/", uricore.ErrInvalidIPLiteral, 12, 13},
	{"§3.2.2 IPvFuture bad tail", "http://[v1.a%]/", uricore.ErrInvalidIPLiteral, 12, 13},
}

func TestParseInvalid(t *testing.T) {
	for _, tt := range invalidTests {
		_, err := uricore.Parse(tt.in)
		var pe *uricore.ParseError
		if !errors.As(err, &pe) {
			t.Errorf("%s: Parse(%q) error = %v, want a *ParseError", tt.name, tt.in, err)
			continue
		}
		if pe.Code != tt.code || pe.Offset != tt.offset || pe.End != tt.end {
			t.Errorf("%s: Parse(%q) = %s at [%d:%d] %q, want %s at [%d:%d] %q", tt.name, tt.in,
				pe.Code, pe.Offset, pe.End, tt.in[pe.Offset:pe.End], tt.code, tt.offset, tt.end, tt.in[tt.offset:tt.end])
		}
		if !errors.Is(err, tt.code) {
			t.Errorf("%s: errors.Is(err, %q) = false", tt.name, tt.code)
		}
		if pe.Input != tt.in || pe.Offset < 0 || pe.Offset > pe.End || pe.End > len(tt.in) {
			t.Errorf("%s: ParseError %+v out of range", tt.name, pe)
		}
	}
}

func TestParseErrorFormat(t *testing.T) {
	_, err := uricore.Parse("http://a/%zz")
	const want = `uricore: parse "http://a/%zz": invalid percent-encoding at offset 9`
	if err == nil || err.Error() != want {
		t.Errorf("error = %v, want %s", err, want)
	}
}

func TestParseURIAndAbsolute(t *testing.T) {
	for _, tt := range []struct {
		parse  func(string) (uricore.Reference, error)
		name   string
		in     string
		code   uricore.ErrorCode // "" when valid
		offset int
	}{
		{uricore.ParseURI, "ParseURI", "http://a/b#f", "", 0},
		{uricore.ParseURI, "ParseURI", "//g", uricore.ErrMissingScheme, 0}, // §3: scheme required
		{uricore.ParseURI, "ParseURI", "www.example.com", uricore.ErrMissingScheme, 15},
		{uricore.ParseAbsolute, "ParseAbsolute", "http://a/b?q", "", 0},
		{uricore.ParseAbsolute, "ParseAbsolute", "http://a/b#f", uricore.ErrUnexpectedFragment, 10}, // §4.3
		{uricore.ParseAbsolute, "ParseAbsolute", "/a", uricore.ErrMissingScheme, 0},
	} {
		_, err := tt.parse(tt.in)
		if tt.code == "" {
			if err != nil {
				t.Errorf("%s(%q): %v", tt.name, tt.in, err)
			}
			continue
		}
		var pe *uricore.ParseError
		if !errors.As(err, &pe) || pe.Code != tt.code || pe.Offset != tt.offset {
			t.Errorf("%s(%q) error = %v, want %s at %d", tt.name, tt.in, err, tt.code, tt.offset)
		}
	}
}

func ExampleParse() {
	r, err := uricore.Parse("https://user@example.com:8443/a/b?q=1#top")
	if err != nil {
		panic(err)
	}
	fmt.Println(r.Scheme, r.UserInfo, r.Host, r.Port, r.Path, r.Query, r.Fragment)
	// Output: https user example.com 8443 /a/b q=1 top
}

func ExampleParseError() {
	_, err := uricore.Parse("http://example.com/a%zzb")
	var pe *uricore.ParseError
	if errors.As(err, &pe) {
		fmt.Println(pe.Code, "at", pe.Offset, pe.Input[pe.Offset:pe.End])
	}
	fmt.Println(errors.Is(err, uricore.ErrInvalidPercentEncoding))
	// Output:
	// invalid percent-encoding at 20 %zz
	// true
}
