// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Package analyzer defines urilint, an analyzer that checks URI strings in
// Go code against RFC 3986.
//
// # Analyzer urilint
//
// urilint: check URI strings for RFC 3986 validity
//
// urilint finds URI strings in Go code and checks them with uricore, a
// strict RFC 3986 engine. It looks at two kinds of strings:
//
//   - the URI argument of functions that take one: net/url.Parse,
//     url.ParseRequestURI, url.JoinPath, (*url.URL).Parse, net/http.Get,
//     Head, Post, PostForm and the same *http.Client methods,
//     http.NewRequest, http.NewRequestWithContext, http.Redirect and
//     httptest.NewRequest; the URI parameters and fields of widely used
//     libraries (database and queue drivers, websocket dialers, gRPC,
//     OpenTelemetry exporters, SDKs: urilint -explain sinks lists them,
//     each with the form it needs); functions added with the -sinks flag;
//     and any function that, on every path through its body, first
//     hands its string parameter unchanged to one of those, in this
//     package or another;
//   - string constants whose whole value is meant as a URI: a scheme
//     followed by "://", or mailto:, urn:, tel: or data: followed by text.
//
// It follows values as far as the type checker sees them: named
// constants, constant concatenations, locals assigned exactly once
// (never reassigned, never address-taken) and unexported package
// variables written only where they are declared. A local written
// several times gives a sink each value that can reach it along the
// function's control flow (u := "localhost:8080"; if tls { u = … };
// http.Get(u)), unless a closure or a pointer writes it too. An
// unexported string field of a struct of the package, read as a sink's
// argument, gives it every value the package writes to the field (in
// struct literals and assignments), unless its address is taken or a
// write is not followed. An exported string field or package variable
// that its package passes whole to a sink, and never where a URI is not
// meant (package strings, a format, a regular expression), is a URI of
// that sink's form: each value written to it, in that package or, through
// a fact, in any package that imports it (struct literals, assignments,
// the declaration), is checked where it is written. A finding about a
// named constant or a local is reported once, at the literal, with a
// related location at the call.
//
// A *url.URL that url.Parse made from a constant, kept in a local that
// is not changed (no field written, not given to a function that could
// change it), needs the form of where it is used:
// httputil.NewSingleHostReverseProxy and (*httputil.ProxyRequest).SetURL
// need an absolute http or https URL, and so do (*http.Client).Do and
// (*http.Transport).RoundTrip of an &http.Request{URL: u} that nothing
// changes; u.String() given to a sink is that constant given to it.
//
// URIs built with holes are checked too: fmt.Sprintf formats (and other
// printf-like functions, known through the printf analyzer's facts) and
// concatenations with non-constant operands that reach a sink are checked
// with each hole filled by a placeholder that fits where it stands (a
// host, a port, a path segment). A finding never points into a hole and
// never depends on what a hole holds: "%s://%s" has no scheme to check,
// while "http//%s" has a typo whatever %s is.
//
// A URI built that way is checked even when no sink receives it (a link
// written into a mail, a JSON answer or a log), for one thing only: a
// typo its constant leading text already decides, whatever fills the
// holes ("http//", "https:/" followed by host text, "htps://",
// "http://http://"). Not when the text flows where a URI is not meant (a
// format, a regular expression), nor when it is a test's expected output.
//
// The fields of a net/url.URL composite literal, and assignments to them,
// are checked against their own grammar: Scheme is a scheme ("https://"
// there is a typo, fixed to "https"), Host is host[:port] (a whole URL, a
// path, userinfo or an unbracketed IPv6 address do not belong there),
// RawQuery, RawPath and RawFragment are encoded components. Path and
// Fragment hold decoded text and take anything. (*http.Request).Host is
// host[:port] too.
//
// Whether a string is a URI is decided by where it flows, not by how it
// looks. A literal passed to a sink is a URI, even if "%e" in it looks
// like a printf verb or "|" like a regexp. A string that flows to a
// printf format, a regular expression, a template, os.Expand, a ServeMux
// pattern or a function of package strings is not a URI there, and
// nonnormal is never reported on a string that also flows to such a
// place, since its fix would change that use. Only constants that no sink
// and no format receives are judged by their text: templates
// ("/repos/{owner}"), placeholders ("<host>", "sts.UNIVERSE_DOMAIN"),
// os.Expand variables, regexp syntax and prose are skipped.
//
// In _test.go files a URI is reported where the test means it to work,
// and is deliberate only where the test checks what the code makes of
// it. A request the test sends (http.Get, (*http.Client).Do, a harness
// known by a fact to send the request it is given) must work, whatever
// happens to the answer; so must a URL or request whose error the test
// drops, logs or skips on and that it then passes on, sends, writes out
// or resolves against, a Must function that panics on it (a fact), a
// build the test requires to succeed (a request must build: what only a
// send needs waits for a send or a read of its URL), and a request handed to a handler
// that reads its URL (a fact) where the test wants a 2xx or 3xx status
// or checks nothing. What the test expects is decided from what it does
// with the string, never from names: the statements after a call are
// read twice, as if it succeeded and as if it failed, with the constants
// of the table row at hand, and the run that fails the test (t.Fatal,
// t.Error, a testify, go-cmp or quicktest assertion, a helper that
// fails) tells. One it expects to fail makes the string a deliberate
// input; so does a handler input whose 4xx or 5xx status or rewritten
// URL the test checks, a row of a table whose rows want both kinds of
// status, a string given to a parser of the package under test, and a
// request built only to carry headers. An Example that reads a call's
// error other than to bail out on it shows the error on purpose. Helpers are read the same way
// from their bodies, across packages through facts (printed with what
// they hold): one that fails on a non-nil error expects success, one
// that fails when its string parses expects failure, and a function
// that returns the error leaves the decision to its callers' checks.
// A row whose field a call's answer is compared with, an identity row
// (assert.Equal(t, X, f(X))) and a value only compared (got != want,
// assert.Equal(t, want, got)) is an expected output. What the policy
// cannot read stays silent. In tests, constants are never judged by
// their text alone, nonnormal is never reported, credentials only with
// -test-credentials, and a malformed URI only where the sink cannot use
// it (net/url rejects it, or net/http would send a space in its query
// raw). Example functions are judged as the package's code, but for
// what they show on purpose, nonnormal and the passwords they document.
//
// Generated files are skipped. A comment "//urilint:ignore
// CATEGORY[,CATEGORY] reason" at the end of the line of a finding, or on
// a line of its own just above it, suppresses findings of those
// categories; "//urilint:ignore reason"
// suppresses every category. An ignore that suppresses nothing is
// reported.
//
// Each finding has one of the categories below.
//
// # Category malformed
//
// The string is not a valid RFC 3986 URI reference. The finding points at
// the first byte that cannot continue a valid parse. Where the repair is
// certain there is a fix: characters RFC 3986 allows nowhere (space, '"',
// '<', '>', '\\', '^', '`', '{', '|', '}', and non-ASCII characters as
// their UTF-8 bytes, RFC 3987 §3.1) are percent-encoded in the userinfo,
// path, query and fragment, as a browser sends them, and a bare '%' before
// the zone ID of an IPv6 literal becomes "%25" (RFC 6874). There is no fix
// for a bad escape, nor for anything in the scheme, host or port: there
// the author's intent is unknown.
//
//	u, err := url.Parse("http://example.com/a%zzb") // invalid percent-encoding "%zz"
//
// Before: "http://example.com/search?q=a b". After: "http://example.com/search?q=a%20b".
//
// A run-time value put raw where it breaks the URI is malformed too,
// when its origin says what it holds: a file-system path (a filepath
// function's result, os.TempDir, os.MkdirTemp, t.TempDir, a function of
// the package that returns one) in a URI's path or after "file://",
// which may hold ' ', '#', '?' or '%' and, on Windows, a drive that
// becomes a host; and decoded text (url.Values.Get, FormValue,
// PathUnescape, QueryUnescape) in a query, whose ' ', '&', '#' and '+'
// the server reads otherwise. Escape them (url.PathEscape,
// url.QueryEscape, url.Values) or build the URL with url.URL. Values of
// unknown content are not guessed at.
//
// # Category form
//
// The string is a valid reference, but not of the form its call or field
// needs (a url.URL's Host holding a whole URL or a path is a form finding):
// net/http's client functions need an absolute http or https URL with a
// host (the methods of *http.Client accept other schemes, which a
// Transport may serve through RegisterProtocol, unless the scheme is a
// host name such as "localhost"); http.NewRequest takes any absolute URI
// (a ws:// request written with req.Write is right: only a client that
// sends it needs http or https) or a path starting with "/" (handler
// tests build requests that way); url.ParseRequestURI and
// httptest.NewRequest need an absolute URI or an absolute path, without a
// fragment.
//
//	resp, err := http.Get("localhost:8080/health") // net/http.Get needs an absolute http or https URL, but "localhost" parses as the scheme
//
// Before: http.Get("www.example.com"). After: http.Get("https://www.example.com").
//
// # Category typo
//
// A likely slip: "http//host" (no ':'), "https:/host" (one '/'),
// "http:://host", "http:\\host", a misspelled scheme ("htp://",
// "hhttp://"), a repeated scheme ("http://http://"), white space around
// a URI that a URI use reads (an indented line of a banner is text), or
// a url.URL's Scheme written with its delimiter
// ("https://"). Only white space and the Scheme delimiter have a fix,
// since only there is the repair certain.
//
//	const api = "htps://api.example.com/v1" // scheme "htps" looks like a misspelling of "https"
//
// Before: " https://example.com/". After: "https://example.com/".
//
// # Category credentials
//
// The userinfo holds a password ("https://user:secret@host/"), which RFC
// 3986 §3.2.1 deprecates, or a constant password is given to
// url.UserPassword. The password is never printed, and there is no fix:
// removing a credential changes what the program does. A constant that
// replaces the password of a copy of another URL, its user name kept
// (r := *u; r.User = url.UserPassword(u.User.Username(), "redacted")), is
// a redaction, whatever its word: not reported. Code that exists only
// for tests follows the test rules for credentials: a function that takes
// a testing.TB (or a *testing.T, B or F), an unexported constant,
// variable or function that only such functions and test files read,
// and a package whose every exported function takes one.
//
//	const dsn = "https://admin:hunter2@db.example.com/" // URI has a password in its userinfo
//
// Before: "https://admin:hunter2@db.example.com/". After: "https://db.example.com/" with the password read from the environment.
//
// # Category port
//
// The port is outside 0–65535, or is not a number.
//
//	const addr = "http://localhost:80800/" // port 80800 is out of range 0-65535
//
// Before: "http://localhost:80800/". After: "http://localhost:8080/".
//
// # Category nonnormal
//
// The reference is valid but not in normal form (RFC 3986 §6.2): upper
// case in the scheme or host, lower-case hex in a percent-encoding, an
// unreserved character percent-encoded, a dot segment, or the default
// port of its scheme. The fix, computed by the normalizer, replaces the
// literal with its normal form in the same quoting style. The -normalize
// flag chooses the steps that count: case, percent-encoding, dot-segments,
// default-port (the default), and empty-path and ipv6. Dot segments and
// default ports count only in the schemes whose rules say what they mean
// (http, https, ws, wss, ftp): in "npipe:////./pipe/engine" the "." is
// part of the pipe's name, and in a unix or file path ".." after a link
// is not the parent the text shows. There only case and
// percent-encoding count.
//
//	const home = "HTTP://Example.com:80/%7euser/" // URI is not normalized (case, percent-encoding, default port): its normal form is "http://example.com/~user/"
//
// Before: "HTTP://Example.com:80/%7euser/". After: "http://example.com/~user/".
//
// # Category join
//
// A base and a reference put together lose or garble a part (RFC 3986
// §5). The receiver of (*url.URL).Parse or ResolveReference is a base
// whose value urilint knows when it comes from a constant through
// url.Parse, url.ParseRequestURI or a url.URL literal, through locals,
// package variables and struct fields assigned in the package (the SDK
// shape: c.BaseURL, _ = url.Parse(defaultBaseURL) in a constructor,
// c.BaseURL.Parse(path) in a method). A relative reference drops the
// base's last segment (§5.2.3) unless the base ends with "/" (a base
// whose last segment is a file name, with a dot, is a document base and
// is not reported); an absolute-path reference replaces a directory
// base's whole path. path.Join, filepath.Join, path.Clean and
// filepath.Clean turn the "//" of a URI into "/"; url.JoinPath and
// (*url.URL).JoinPath escape "?" and "#" in an element into the path;
// and a concatenation of constants can glue text onto a host or double a
// "/".
//
// Flow proves some joins wrong without the value: the result of
// path.Join, filepath.Join or their Clean never holds "//", so given to a
// sink that needs an absolute URL with a host (http.Get(path.Join(mirror,
// "dist", f))) it is wrong whatever its inputs; a bare "https://" element
// is collapsed; and a field or package variable whose values reach such a
// sink (in its package, or in another through facts) is a URL, so
// path.Join on it as the first element is wrong; so is path.Join on the
// result of a function whose every return is a URL's text
// ((*url.URL).String(), in any package through facts, and behind an
// interface every implementation of the package). A field that is also
// read as a host, or completed ("https://" + c.Host), is not a URL yet.
// Values urilint does not know are never guessed at.
//
// Flow also tells a base by its writes. A field or package variable that
// the package writes only URL constants to (a constructor's default, an
// option) is a URL, and path.Join on it is reported. A function that
// cleans a string parameter with path.Join, filepath.Join or their Clean
// (func endpoint(base, p string) string { return path.Join(base, p) })
// carries a fact, and a URL given to that parameter, in any package, is
// reported at the call. A request built by http.NewRequest from such a
// join and then sent (Do, a RoundTripper, a function known to send) is
// reported like http.Get(path.Join(…)). A base whose known writes agree
// on one default while others are unknown (a user's option) drops its
// default's path under an absolute-path reference, through resolution
// wrappers too; relative references are not judged against a default.
// A hole whose known values are URLs that all end in "/", followed by
// text that starts with "/", doubles the "/"; so do two constant path
// pieces side by side after a run-time base (base + "/api/v1/" +
// "/chat/"), where a sink receives them.
//
//	const base = "https://api.example.com/v2" // (elsewhere: b, _ := url.Parse(base))
//	b.Parse("repos")                           // "repos" resolved against "https://api.example.com/v2" gives "https://api.example.com/repos"
//
// A base that every resolution of it breaks is the cause: the finding is
// at the base, once, with each resolution as related information.
//
// Two fixes are certain. A base literal gains its trailing "/" when every
// read of it is a resolution base: it is read only by url.Parse, into
// unexported fields or locals that are read only as the receiver of the
// resolutions it breaks (never a base with a password: a diff would
// print it). And an absolute-path reference written as a literal at the
// resolution itself, against a base that ends with "/", loses its
// leading "/" when the result resolves below the base to the same path.
//
//	docs.Parse("/search") // against "https://docs.example.com/v1/"
//
// Before: "/search". After: "search".
//
// # Category hostport
//
// A host and a port are put together as text where the host may be an
// IPv6 address, which needs brackets before ":" and a port
// ("::1" + ":" + "80" is no address; "[::1]:80" is), or a URL's parts
// are taken apart and put back wrong. Where it looks: the address given
// to net.Dial, net.DialTimeout, net.Listen, net.ListenPacket, the
// methods of net.Dialer and net.ListenConfig, tls.Dial, tls.Listen,
// http.ListenAndServe, smtp.Dial and rpc.Dial; the address needs
// (hostport, address, target) of the sink table; a url.URL's or an
// http.Request's Host; and the authority of every URL template that
// starts with "scheme://" ("http://%s:%d/x"), whether or not it reaches
// a known sink, unless it is only displayed (a print, a log, an error).
//
// A host is known not to be an IPv6 address without brackets, and is
// then not reported, when every value that reaches it is a constant with
// no ':', a value the code brackets itself ("[" + h + "]"), the Host of
// a url.URL or an http.Request (which keeps its brackets), a name by
// contract (os.Hostname, net.LookupCNAME, an SRV, MX or NS answer, a
// template that ends in a domain name such as "%s.example.com"), an
// IPv4 address (ip.To4()), the Hostname of a URL parsed from a constant
// or from a test server's URL (127.0.0.1), or a variable its function
// tests for ':' or parses as an IP address to ask its family. Any other
// origin — a parameter, a field, a flag, the environment, Hostname(),
// net.SplitHostPort, a net.IP or netip.Addr — may be "::1", and the
// message names it with its position.
//
// The parts of a URL put back wrong: net.JoinHostPort given u.Host or
// r.Host, which may hold a port and brackets already (use Hostname()); a
// test for a port by a ':' in u.Host or r.Host (strings.Contains and its
// kin: true for every IPv6 host; use u.Port() != ""); u.Host, r.Host or
// r.RemoteAddr split on ':' (strings.Split, SplitN, Cut; use Hostname()
// and Port(), or net.SplitHostPort).
//
// An address stored in a field that a dialer reads, returned to a dialer
// by a function of the package, or written in a branch to a local that
// reaches a URL's host, is checked where it is built. A hole before ':'
// that runs on to an '@' is a user name, not a host. In a test, a host
// of unknown origin (a field of the test's options, a helper's
// parameter) is a fixture's and is not reported; hosts from Hostname(),
// SplitHostPort, a net.IP, the environment or a flag are.
//
// go vet's hostport check reports fmt.Sprintf("%s:%d", host, port) given
// to net.Dial, net.DialTimeout or (*net.Dialer).Dial, whatever the host;
// golangci-lint's nosprintfhostport reports fmt.Sprintf("scheme://%s:%d")
// wherever it goes. This category covers both shapes, built by Sprintf
// or by "+", through locals, wherever the text goes, and leaves out the
// hosts whose origin rules out an IPv6 address.
//
//	conn, err := net.Dial("tcp", fmt.Sprintf("%s:%d", host, port)) // host may be an IPv6 address (host from parameter host at x.go:12), which needs brackets before ":" and a port: net.JoinHostPort writes them
//
// The fix, where the address is one call or one run of a concatenation
// and the rewrite is right for every value: net.JoinHostPort, with
// strconv.Itoa for an int port, and the import added when the file
// lacks it. Before: fmt.Sprintf("%s:%d", host, port). After:
// net.JoinHostPort(host, strconv.Itoa(port)).
package analyzer
