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

var seeds = []string{
	"https://user:pa55word@example.com/", "HTTP://u:pa55word@Example.com:80/%7e",
	"http://u:pa%zzss@example.com/", "http://u:pa ss@example.com/", "htp://u:pa55@x/",
	" http://u:pa55@x/ ", "http//x", "https:/x", "http:://x", `http:\\x`, "http://http://x",
	"localhost:8080/", "www.example.com", "127.0.0.1:8080", "http://a:99999/", "http://a:8x/",
	"", "%", "http://[::1", "mailto:a@example.com", "urn:isbn:0451450523",
}

// FuzzCheck checks the invariants every finding keeps, whatever the input
// and the call site: offsets inside the string, a known category, no
// password in any message or fix.
func FuzzCheck(f *testing.F) {
	for _, s := range seeds {
		f.Add(s, uint8(0))
	}
	f.Fuzz(func(t *testing.T, s string, need uint8) {
		o := uricheck.Options{Need: fuzzNeed(need), Site: "f", Steps: uricore.AllSteps}
		// Put an unmistakable secret where s has a password, so that it
		// cannot occur in a message by chance.
		if pw := password(s); pw != "" {
			s = strings.Replace(s, ":"+pw+"@", ":Zq9-secret-9qZ@", 1)
		}
		pw := password(s)
		for _, fd := range uricheck.Check(s, o) {
			if fd.Offset < 0 || fd.Offset > fd.End || fd.End > len(s) {
				t.Fatalf("Check(%q): finding %+v out of range", s, fd)
			}
			if !strings.Contains(strings.Join(uricheck.Categories(), " "), fd.Category) {
				t.Fatalf("Check(%q): unknown category %q", s, fd.Category)
			}
			if pw != "" && strings.Contains(fd.Message, pw) {
				t.Fatalf("Check(%q): message %q holds the password", s, fd.Message)
			}
			if pw != "" && fd.Fix != nil && strings.Contains(*fd.Fix, pw) {
				t.Fatalf("Check(%q): fix %q holds the password", s, *fd.Fix)
			}
			if fd.Fix != nil {
				if fd.FixTitle == "" {
					t.Fatalf("Check(%q): fix %q has no title", s, *fd.Fix)
				}
				// A fix's text checks clean: it parses, and has no
				// finding of the category it fixes.
				if _, err := uricore.Parse(*fd.Fix); err != nil {
					t.Fatalf("Check(%q): fix %q does not parse: %v", s, *fd.Fix, err)
				}
				for _, again := range uricheck.Check(*fd.Fix, o) {
					if again.Category == fd.Category {
						t.Fatalf("Check(%q): fix %q still has a %s finding: %s", s, *fd.Fix, again.Category, again.Message)
					}
				}
			}
		}
		if shown, _ := uricheck.Redact(s); pw != "" && strings.Contains(shown, ":"+pw+"@") {
			t.Fatalf("Redact(%q) keeps the password", s)
		}
	})
}

// secret is the password FuzzSecret puts in every input.
const secret = "Zq9secret9qZ"

// FuzzSecret puts a password into every input by its own construction,
// independent of how uricheck finds userinfo: a scheme, any slashes or
// backslashes, a user, ":", the secret, "@", then anything. No message,
// fix or redacted echo may hold the secret, plain or percent-encoded,
// whatever the call site.
func FuzzSecret(f *testing.F) {
	for _, s := range [][2]string{
		{" http:/user", "example.com/ "}, {"http://u", "example.com/a b"}, {"HTTP://u", "Example.com/%7e"},
		{"http:\\\\u", "x/"}, {"u", "localhost:8080/"}, {"https://user", "exa mple.com/"}, {"http://u", "h:99999/"},
	} {
		f.Add(s[0], s[1], uint8(0))
	}
	f.Fuzz(func(t *testing.T, pre, post string, need uint8) {
		if !validPrefix(pre) || strings.Contains(post, secret) {
			return
		}
		s := pre + ":" + secret + "@" + post
		shown, _ := uricheck.Redact(s)
		if strings.Contains(shown, secret) {
			t.Fatalf("Redact(%q) = %q keeps the password", s, shown)
		}
		o := uricheck.Options{Need: fuzzNeed(need), Site: "f", Steps: uricore.AllSteps}
		for _, fd := range uricheck.Check(s, o) {
			for _, out := range []string{fd.Message, deref(fd.Fix)} {
				if strings.Contains(out, secret) || strings.Contains(out, "Zq9secret9qZ"[:6]) {
					t.Fatalf("Check(%q): %q holds the password", s, out)
				}
			}
			for _, e := range fd.Edits {
				if strings.Contains(e.New, secret[:6]) {
					t.Fatalf("Check(%q): edit %q holds the password", s, e.New)
				}
			}
		}
	})
}

// validPrefix reports whether pre is an optional white space, a scheme
// and ':', any slashes or backslashes, and a user name: what puts the
// text after the next ':' into a userinfo.
func validPrefix(pre string) bool {
	t := strings.TrimLeft(pre, " \t")
	if i := strings.IndexByte(t, ':'); i > 0 {
		for j := 0; j < i; j++ {
			c := t[j]
			if !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || j > 0 && ('0' <= c && c <= '9' || strings.IndexByte("+-.", c) >= 0)) {
				return false
			}
		}
		t = strings.TrimLeft(t[i+1:], "/\\")
	}
	return t != "" && !strings.ContainsAny(t, ":/\\?#@ \t")
}

func deref(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}

// TestSecretMessages checks that a password is redacted in the echo of
// the input, never by searching a message's text: a password that is a
// word of a message leaves the message whole.
func TestSecretMessages(t *testing.T) {
	fs := uricheck.Check("http://u:pass@a:99999/", uricheck.Options{})
	if len(fs) == 0 || !strings.Contains(fs[0].Message, "port 99999 is out of range") {
		t.Errorf("Check with password %q: %+v, want the port finding's own message", "pass", fs)
	}
	shown, at := uricheck.Redact("http://u:pw@Example.com:99999/")
	if want := "http://u:xxxxx@Example.com:99999/"; shown != want {
		t.Errorf("Redact = %q, want %q", shown, want)
	}
	if got := shown[at(strings.Index("http://u:pw@Example.com:99999/", "99999")):]; !strings.HasPrefix(got, "99999") {
		t.Errorf("the port's offset maps to %q in the redacted text", got)
	}
}

// password returns the password of s's userinfo, if s has one longer than
// two bytes (shorter ones occur in other parts of s by chance).
func password(s string) string {
	i := strings.Index(s, "://")
	if i < 0 {
		return ""
	}
	auth := s[i+3:]
	if j := strings.IndexAny(auth, "/?#"); j >= 0 {
		auth = auth[:j]
	}
	at := strings.LastIndexByte(auth, '@')
	if at < 0 {
		return ""
	}
	_, pw, ok := strings.Cut(auth[:at], ":")
	if !ok || len(pw) < 3 {
		return ""
	}
	return pw
}

func TestCheckSeeds(t *testing.T) {
	for _, tt := range []struct {
		in, category string
		need         uricheck.Need
	}{
		{"https://user:pa55word@example.com/", uricheck.Credentials, uricheck.NeedReference},
		{"http//x", uricheck.Typo, uricheck.NeedReference},
		{"https:/x", uricheck.Typo, uricheck.NeedReference},
		{"http:://x", uricheck.Typo, uricheck.NeedReference},
		{`http:\\x`, uricheck.Typo, uricheck.NeedReference},
		{"http://http://x", uricheck.Typo, uricheck.NeedReference},
		{"localhost:8080/", uricheck.Form, uricheck.NeedHTTPURL},
		{"127.0.0.1:8080", uricheck.Form, uricheck.NeedRequestURL},
		{"127.0.0.1:8080", uricheck.Malformed, uricheck.NeedReference},
		{"http://a:99999/", uricheck.Port, uricheck.NeedReference},
		{"http://a:8x/", uricheck.Port, uricheck.NeedReference},
		{"HTTP://a/", uricheck.NonNormal, uricheck.NeedReference},
	} {
		fs := uricheck.Check(tt.in, uricheck.Options{Need: tt.need, Steps: uricheck.DefaultSteps})
		if len(fs) != 1 || fs[0].Category != tt.category {
			t.Errorf("Check(%q, need %v) = %+v, want one %s finding", tt.in, tt.need, fs, tt.category)
		}
	}
	// A URI with a password gets no nonnormal finding: its fix would print it.
	fs := uricheck.Check("HTTP://u:pa55word@a/", uricheck.Options{Steps: uricheck.DefaultSteps})
	if len(fs) != 1 || fs[0].Category != uricheck.Credentials {
		t.Errorf("Check with a password and upper case = %+v, want credentials only", fs)
	}
}

// TestRedactReadings checks that Redact hides a password wherever a
// reader of the string finds one: the strict split, the lenient one
// (slashes and backslashes after the scheme, no scheme, a password with
// '/'), and a URI inside another's path, query or fragment.
func TestRedactReadings(t *testing.T) {
	for _, s := range []string{
		"https://u:Zq9secret9qZ@h/",
		"http:/u:Zq9secret9qZ@h/",
		`http:\\u:Zq9secret9qZ@h/`,
		"u:Zq9secret9qZ@db.example.com:5432/x",
		"http://u:Zq9/secret9qZ@h/",
		"http://http://u:Zq9secret9qZ@h/",
		"jdbc:mysql://u:Zq9secret9qZ@h/db",
		"https://h/login?next=http://u:Zq9secret9qZ@h/",
		"https://h/#http://u:Zq9secret9qZ@h/",
		"/proxy/http://u:Zq9secret9qZ@h/",
	} {
		if shown, _ := uricheck.Redact(s); strings.Contains(shown, "Zq9") || strings.Contains(shown, "9qZ") {
			t.Errorf("Redact(%q) = %q keeps the password", s, shown)
		}
	}
}

// TestCertainSlip checks which leading texts decide a typo whatever
// follows them. The certain ones are slips at the scheme that the rest
// of a URI cannot repair; each uncertain one is completed by some text
// into a valid URI (the completion is given, and checked to be clean).
func TestCertainSlip(t *testing.T) {
	for _, tt := range []struct {
		lead       string
		off, end   int    // the finding's range in lead, if certain
		completion string // else: a continuation that makes lead a clean URI
	}{
		{lead: "http//", off: 4, end: 4},
		{lead: "https//api.", off: 5, end: 5},
		{lead: "https:/api.example.com/", off: 6, end: 7},
		{lead: `http:\\`, off: 5, end: 6},
		{lead: "http::", off: 5, end: 6},
		{lead: "htps://", off: 0, end: 4},
		{lead: "http://http://", off: 7, end: 12},
		{lead: "https:/", completion: "/example.com/"},
		{lead: "http://http", completion: ".example.com/"},
		{lead: "http:", completion: "//example.com/"},
		{lead: "http", completion: "://example.com/"},
		{lead: "https://", completion: "example.com/"},
		{lead: " http://", completion: "example.com/"},
		{lead: "%s://", completion: ""},
	} {
		f, ok := uricheck.CertainSlip(tt.lead)
		if tt.completion != "" || tt.end == 0 {
			if ok {
				t.Errorf("CertainSlip(%q) = %v, want none", tt.lead, f)
			}
			if tt.completion != "" {
				if fs := uricheck.Check(strings.TrimSpace(tt.lead+tt.completion), uricheck.Options{}); len(fs) != 0 {
					t.Errorf("completion %q of %q is not clean: %v", tt.completion, tt.lead, fs)
				}
			}
			continue
		}
		if !ok || f.Category != uricheck.Typo || f.Offset != tt.off || f.End != tt.end {
			t.Errorf("CertainSlip(%q) = %v, %v; want a typo at [%d, %d)", tt.lead, f, ok, tt.off, tt.end)
		}
	}
}

// FuzzCertainSlip checks CertainSlip's promise: whatever text follows a
// certain slip (but white space at the end, a finding of its own), Check
// reports the same typo at the same place.
func FuzzCertainSlip(f *testing.F) {
	for _, s := range []string{"http//", "https:/api.", `http:\\`, "http::", "htps://", "http://http://", "https:/"} {
		f.Add(s, "example.com/x?q=1#f")
		f.Add(s, "/")
	}
	f.Fuzz(func(t *testing.T, lead, more string) {
		want, ok := uricheck.CertainSlip(lead)
		if !ok || strings.TrimSpace(more) != more {
			return
		}
		for _, got := range uricheck.Check(lead+more, uricheck.Options{}) {
			if got.Category == want.Category && got.Offset == want.Offset && got.Message == want.Message {
				return
			}
		}
		t.Errorf("CertainSlip(%q) = %v, but Check(%q) does not report it", lead, want, lead+more)
	})
}

// TestRequestURLForms: building a request takes any absolute URI or a
// path (net/http's NewRequest accepts them; a ws:// request written with
// req.Write is right); only sending one needs http or https.
func TestRequestURLForms(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want string // the category of the one finding, or "" for none
	}{
		{"ws://example.com/socket", ""},
		{"wss://example.com:8443/socket", ""},
		{"https://example.com/v1", ""},
		{"/healthz", ""},
		{"http:///no-host", uricheck.Form},
		{"localhost:8080/x", uricheck.Form},
		{"example.com/x", uricheck.Form},
	} {
		fs := uricheck.Check(tt.in, uricheck.Options{Need: uricheck.NeedRequestURL})
		got := ""
		if len(fs) > 0 {
			got = fs[0].Category
		}
		if got != tt.want || len(fs) > 1 {
			t.Errorf("Check(%q, NeedRequestURL) = %v, want one %q finding or none", tt.in, fs, tt.want)
		}
	}
	// Sending needs http(s).
	if fs := uricheck.Check("ws://example.com/socket", uricheck.Options{Need: uricheck.NeedHTTPURL}); len(fs) != 1 || fs[0].Category != uricheck.Form {
		t.Errorf("Check(ws URL, NeedHTTPURL) = %v, want a form finding", fs)
	}
}

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

// TestEmptyHostNormal: a URI with an empty host (file:///…) is checked
// for the steps that apply to it. Dot segments and default ports count
// only in the schemes known to use them (DESIGN.md, the nonnormal row):
// in file:, npipe: or unix: they are names ("npipe:////./pipe/x" is the
// pipe \\.\pipe\x, "npipe:////pipe/x" another), and no fix may change
// which resource a URI names.
func TestEmptyHostNormal(t *testing.T) {
	for _, tt := range []struct {
		in, fix string // fix: "" for normal
	}{
		{"FILE:///srv/a/../b", "file:///srv/a/../b"},
		{"file:///srv/a/../b", ""},
		{"file:///srv/%7Euser", "file:///srv/~user"},
		{"file:///srv/a", ""},
		{"npipe:////./pipe/docker_engine", ""},
		{"NPIPE:////./pipe/docker_engine", "npipe:////./pipe/docker_engine"},
		{"unix:///run/a/../b.sock", ""},
		{"redis://cache:6379/a/./0", ""},
		{"https://example.com/a/./b", "https://example.com/a/b"},
		{"ws://example.com:80/a", "ws://example.com/a"},
		{"http://", ""}, // a prefix to build on, not a URI
	} {
		opts := uricheck.Options{Steps: uricore.StepCase | uricore.StepPercentEncoding | uricore.StepDotSegments | uricore.StepDefaultPort}
		got := ""
		for _, f := range uricheck.Check(tt.in, opts) {
			if f.Category == uricheck.NonNormal && f.Fix != nil {
				got = *f.Fix
			}
		}
		if got != tt.fix {
			t.Errorf("Check(%q) nonnormal fix = %q, want %q", tt.in, got, tt.fix)
		}
	}
}

// fuzzNeed maps a fuzzed byte onto every kind of need, with schemes for
// the kinds that name them.
func fuzzNeed(b uint8) uricheck.Need {
	n := uricheck.Need{Kind: uricheck.NeedKind(b % 9)}
	switch n.Kind {
	case uricheck.KindURL, uricheck.KindDSN, uricheck.KindTarget:
		n.Schemes = "mongodb|mongodb+srv|ws"
	}
	n.List = b&0x40 != 0
	n.Slash = b&0x80 != 0
	n.Socket = n.Kind == uricheck.KindHostPort && b&0x80 != 0
	return n
}

// TestLibraryNeeds checks the needs of the libraries' sinks against what
// each library does with the string (the analyzer's table cites the
// source): the want is the one category reported, or "" for none.
func TestLibraryNeeds(t *testing.T) {
	var (
		amqp     = uricheck.Need{Kind: uricheck.KindURL, Schemes: "amqp|amqps"}
		mongo    = uricheck.Need{Kind: uricheck.KindURL, Schemes: "mongodb|mongodb+srv"}
		ws       = uricheck.Need{Kind: uricheck.KindURL, Schemes: "ws|wss"}
		hostport = uricheck.Need{Kind: uricheck.KindHostPort}
		grpc     = uricheck.Need{Kind: uricheck.KindTarget, Schemes: "dns|unix|unix-abstract|passthrough|*|!http|!https|!tcp"}
		consul   = uricheck.Need{Kind: uricheck.KindTarget, Schemes: "http|https|unix"}
		postgres = uricheck.Need{Kind: uricheck.KindDSN, Schemes: "postgres|postgresql"}
		nats     = uricheck.Need{Kind: uricheck.KindTarget, Schemes: "nats|tls|ws|wss", List: true}
		slack    = uricheck.Need{Kind: uricheck.KindURL, Schemes: "http|https", Slash: true}
	)
	for _, tt := range []struct {
		in   string
		need uricheck.Need
		want string // category, "" for none
		off  int    // the finding's offset
	}{
		// amqp091-go's ParseURI: "AMQP scheme must be either 'amqp://' or 'amqps://'".
		{"amqp://guest@localhost:5672/", amqp, "", 0},
		{"AMQPS://mq/vhost", amqp, "", 0}, // a library's URI is checked, not normalized
		{"rabbit:5672", amqp, uricheck.Form, 0},
		{"127.0.0.1:5672", amqp, uricheck.Form, 0},
		{"localhost:5672", amqp, uricheck.Form, 0},
		{"http://rabbit:5672", amqp, uricheck.Form, 0},
		{"amqp://rabbit:99999/", amqp, uricheck.Port, 14},
		{"amqp://app:s3cret@rabbit/", amqp, uricheck.Credentials, 11},
		// connstring: several hosts, and the userinfo before them.
		{"mongodb://a:27017,b:27017/db?replicaSet=rs", mongo, "", 0},
		{"mongodb+srv://cluster0.example.net/db", mongo, "", 0},
		{"mongodb://app:s3cret@a:27017,b:27017/db", mongo, uricheck.Credentials, 14},
		{"mongo.internal:27017", mongo, uricheck.Form, 0},
		// gorilla/websocket: errMalformedURL for a scheme other than ws or wss.
		{"ws://127.0.0.1:8080/ws", ws, "", 0},
		{"https://stream.example.com/ws", ws, uricheck.Form, 0},
		// otlptracehttp.WithEndpoint, minio.New: host:port, no scheme or path.
		{"collector:4318", hostport, "", 0},
		{"[::1]:4318", hostport, "", 0},
		{"/var/run/redis.sock", uricheck.Need{Kind: uricheck.KindHostPort, Socket: true}, "", 0}, // go-redis's Addr
		{"/v1/traces", hostport, uricheck.Form, 0},                                               // otlptracehttp.WithEndpoint takes no path
		{"", hostport, "", 0},
		{"http://collector:4318", hostport, uricheck.Form, 0},
		{"collector:4318/v1/traces", hostport, uricheck.Form, 14},
		{"app:pw@redis:6379", hostport, uricheck.Form, 0},
		{"::1:4318", hostport, uricheck.Malformed, 0},
		{"redis:99999", hostport, uricheck.Port, 6},
		// gRPC: host:port or a resolver's URI; none serves http.
		{"localhost:50051", grpc, "", 0},
		{"dns:///db.internal:50051", grpc, "", 0},
		{"unix:/run/app.sock", grpc, "", 0},
		{"consul://registry/app", grpc, "", 0},
		{"http://localhost:50051", grpc, uricheck.Form, 0},
		{"tcp://localhost:50051", grpc, uricheck.Form, 0},
		{"localhost:99999", grpc, uricheck.Port, 10},
		{"npipe:////./pipe/docker_engine", uricheck.Need{Kind: uricheck.KindURL, Schemes: "npipe|unix"}, "", 0},
		// consul api: "host:port", or http, https or unix URLs.
		{"127.0.0.1:8500", consul, "", 0},
		{"https://consul.internal:8501", consul, "", 0},
		{"tcp://consul.internal:8500", consul, uricheck.Form, 0},
		// pgx: a URL when it starts with postgres:// or postgresql://,
		// else a keyword/value string, which is not a URI.
		{"host=db user=app sslmode=disable", postgres, "", 0},
		{"postgres://app@db:5432/app?sslmode=disable", postgres, "", 0},
		{"postgress://app@db:5432/app", postgres, uricheck.Form, 0},
		{"postgres://app:s3cret@db/app", postgres, uricheck.Credentials, 15},
		// nats.Connect: a comma-separated list; a bare host:port is
		// taken as nats://.
		{"nats://a:4222, nats://b:4222", nats, "", 0},
		{"a:4222,b:4222", nats, "", 0},
		{"nats://a:4222,http://b:4222", nats, uricheck.Form, 14},
		// slack.OptionAPIURL: method names are appended to it.
		{"https://slack.example.com/api/", slack, "", 0},
		{"https://slack.example.com/api", slack, uricheck.Form, 29},
	} {
		fs := uricheck.Check(tt.in, uricheck.Options{Need: tt.need, Site: "f", Steps: uricheck.DefaultSteps, Whole: true})
		switch {
		case tt.want == "" && len(fs) > 0:
			t.Errorf("Check(%q, %+v) = %+v, want none", tt.in, tt.need, fs)
		case tt.want != "" && (len(fs) != 1 || fs[0].Category != tt.want || fs[0].Offset != tt.off):
			t.Errorf("Check(%q, %+v) = %+v, want one %s finding at %d", tt.in, tt.need, fs, tt.want, tt.off)
		}
		for _, f := range fs {
			if strings.Contains(f.Message, "s3cret") {
				t.Errorf("Check(%q): message %q prints the password", tt.in, f.Message)
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

// TestFixSteps checks that a nonnormal finding names the steps its fix
// applies, those of the configured steps that change the string (RFC
// 3986 §6.2.2–6.2.3), and no others.
func TestFixSteps(t *testing.T) {
	all := uricore.AllSteps
	for _, tt := range []struct {
		in    string
		steps uricore.Steps
		want  uricore.Steps
	}{
		{"HTTP://Example.com/", all, uricore.StepCase},
		{"http://example.com", all, uricore.StepEmptyPath},
		{"http://example.com", uricheck.DefaultSteps, 0}, // no finding: the empty path is not counted
		{"HTTP://example.com:80", all, uricore.StepCase | uricore.StepDefaultPort | uricore.StepEmptyPath},
		{"http://example.com/a/./b/%41", all, uricore.StepDotSegments | uricore.StepPercentEncoding},
		{"http://example.com/%7e", all, uricore.StepCase | uricore.StepPercentEncoding}, // the hex digits are case (§6.2.2.1)
		{"http://example.com:80/a/./b", uricore.StepDefaultPort, uricore.StepDefaultPort},
	} {
		var got uricore.Steps
		for _, f := range uricheck.Check(tt.in, uricheck.Options{Steps: tt.steps}) {
			if f.Category == uricheck.NonNormal {
				got = f.FixSteps
			}
		}
		if got != tt.want {
			t.Errorf("Check(%q, steps %b): FixSteps %b, want %b", tt.in, tt.steps, got, tt.want)
		}
	}
}

// TestCredentialsBesideMalformed: a password is a secret whatever else
// in the string is wrong (issue 57): it is reported beside the malformed
// byte, a bad port or the wrong form, in every shape, and never quoted.
func TestCredentialsBesideMalformed(t *testing.T) {
	for _, tt := range []struct {
		in, other string
	}{
		{"https://admin:pw4real@db.example.com/a b", uricheck.Malformed},
		{"https://admin:pw4real@db.example.com/%zz", uricheck.Malformed},
		{"https://admin:pw4real@db exa.com/", uricheck.Malformed},
		{"https://admin:pw4real@db.example.com/?q=\"", uricheck.Malformed},
		{"https://admin:pw4real@db.example.com:8o/", uricheck.Port},
		{"https://admin:pw4real@db.example.com:99999/", uricheck.Port},
	} {
		got := map[string]int{}
		for _, f := range uricheck.Check(tt.in, uricheck.Options{Need: uricheck.NeedHTTPURL}) {
			got[f.Category]++
			if strings.Contains(f.Message, "pw4real") || strings.Contains(deref(f.Fix), "pw4real") {
				t.Errorf("Check(%q): %q quotes the password", tt.in, f.Message)
			}
		}
		if got[uricheck.Credentials] != 1 || got[tt.other] != 1 {
			t.Errorf("Check(%q) = %v, want one %s and one credentials finding", tt.in, got, tt.other)
		}
	}
	// An already redacted password is no secret.
	for _, f := range uricheck.Check("https://admin:xxxxx@h/a b", uricheck.Options{}) {
		if f.Category == uricheck.Credentials {
			t.Errorf("a redacted password reported: %+v", f)
		}
	}
}
