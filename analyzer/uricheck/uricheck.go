// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Package uricheck holds urilint's checks of one URI string: what is wrong
// with it, where, and what the fix is. The analyzer applies them to the
// strings it finds in Go code; the uri command applies them to a bare
// string. Package uricheck knows nothing of Go syntax: offsets are byte
// offsets into the string value.
package uricheck

import (
	"net/netip"
	"slices"
	"strconv"
	"strings"

	"github.com/urilint/urilint/uricore"
)

// The categories of findings. They are stable: they turn into URL anchors
// and configuration keys.
const (
	Malformed   = "malformed"
	Form        = "form"
	Typo        = "typo"
	Credentials = "credentials"
	Port        = "port"
	NonNormal   = "nonnormal"
	Join        = "join"
	HostPort    = "hostport"
)

// categories lists every category, in the order of the documentation.
var categories = [...]string{Malformed, Form, Typo, Credentials, Port, NonNormal, Join, HostPort}

// Categories returns every category, in the order of the documentation.
func Categories() []string { return slices.Clone(categories[:]) }

// IsCategory reports whether name is a category.
func IsCategory(name string) bool { return slices.Contains(categories[:], name) }

// A Need is the form of URI a call site requires: a kind, and for the
// kinds that name them, the schemes it accepts. Needs are comparable.
type Need struct {
	Kind NeedKind
	// Schemes are the schemes NeedURL, NeedDSN and NeedTarget accept,
	// lower case, separated by "|" ("mongodb|mongodb+srv").
	Schemes string `json:",omitempty"`
	// List says that the string is a comma-separated list, each element
	// of the need (nats.Connect's servers).
	List bool `json:",omitempty"`
	// Slash says that the URL is a base whose path must end in "/": the
	// library appends names to it (slack.OptionAPIURL).
	Slash bool `json:",omitempty"`
	// Socket says that KindHostPort takes the absolute path of a Unix
	// socket too: the library dials "unix" for a value that starts with
	// "/" (go-redis's Options.Addr).
	Socket bool `json:",omitempty"`
}

// A NeedKind is the kind of a Need.
type NeedKind uint8

const (
	// KindReference accepts any URI reference (url.Parse).
	KindReference NeedKind = iota
	// KindHTTPURL needs an absolute http or https URL with a host
	// (http.Get and the other functions that send).
	KindHTTPURL
	// KindRequestURL needs an absolute URI (an http or https one with a
	// host), or an absolute path (http.NewRequest: handler tests build
	// requests that way). Only a client that sends the request needs
	// http or https.
	KindRequestURL
	// KindRequestURI needs an absolute URI or an absolute path, and no
	// fragment (url.ParseRequestURI, httptest.NewRequest).
	KindRequestURI
	// KindClientURL is KindHTTPURL for the methods of a client whose
	// Transport may serve other schemes (Transport.RegisterProtocol): a
	// URI with a scheme that does not look like a host is accepted.
	KindClientURL
	// KindURL needs an absolute URI with one of the need's schemes
	// (amqp.Dial: amqp or amqps).
	KindURL
	// KindDSN needs a URL with one of the need's schemes, or a
	// connection string that is not a URL: text without "://" is not
	// checked (pgx.Connect takes "host=db user=app" too).
	KindDSN
	// KindHostPort needs host[:port] and nothing else: no scheme, path
	// or userinfo (otlptracehttp.WithEndpoint, minio.New).
	KindHostPort
	// KindTarget needs host[:port], or a URI with one of the need's
	// schemes (a gRPC target: "localhost:50051" or "dns:///db:50051").
	KindTarget
)

// The needs of the standard library's sinks.
var (
	NeedReference  = Need{Kind: KindReference}
	NeedHTTPURL    = Need{Kind: KindHTTPURL}
	NeedRequestURL = Need{Kind: KindRequestURL}
	NeedRequestURI = Need{Kind: KindRequestURI}
	NeedClientURL  = Need{Kind: KindClientURL}
)

// accepts reports whether the need's schemes hold scheme, in any case.
// A scheme written "!http" is refused; "*" accepts every scheme not
// refused (a gRPC target's resolver may be one the program registers).
func (n Need) accepts(scheme string) bool {
	any := false
	for s := range strings.SplitSeq(n.Schemes, "|") {
		switch {
		case s == "*":
			any = true
		case strings.HasPrefix(s, "!"):
			if strings.EqualFold(s[1:], scheme) {
				return false
			}
		case strings.EqualFold(s, scheme):
			return true
		}
	}
	return any
}

// names reports whether the need's schemes name scheme itself, not
// through "*".
func (n Need) names(scheme string) bool {
	for s := range strings.SplitSeq(n.Schemes, "|") {
		if strings.EqualFold(s, scheme) {
			return true
		}
	}
	return false
}

// library reports whether the need is one of a library's, whose URIs
// are read by the library's own parser: their text is checked, not
// normalized (a dot segment in "npipe:////./pipe/docker_engine" is part
// of a pipe's name).
func (n Need) library() bool {
	switch n.Kind {
	case KindURL, KindDSN, KindHostPort, KindTarget:
		return true
	}
	return false
}

// Compare orders needs: by kind, then by their other fields.
func (n Need) Compare(m Need) int {
	if c := int(n.Kind) - int(m.Kind); c != 0 {
		return c
	}
	if c := strings.Compare(n.Schemes, m.Schemes); c != 0 {
		return c
	}
	if n.List != m.List {
		if n.List {
			return 1
		}
		return -1
	}
	if n.Slash != m.Slash {
		if n.Slash {
			return 1
		}
		return -1
	}
	if n.Socket != m.Socket {
		if n.Socket {
			return 1
		}
		return -1
	}
	return 0
}

// Options says how to check a string.
type Options struct {
	// Need is the form the site requires.
	Need Need
	// Site names the function the string is passed to, for messages
	// ("net/http.Get"); empty for a standalone constant.
	Site string
	// Steps are the normalization steps a nonnormal finding counts.
	Steps uricore.Steps
	// Scheme is the scheme beside a component checked alone (the Scheme
	// of the url.URL whose Host is checked), if it is known.
	Scheme string
	// Whole says that the string is the whole value the site receives
	// (one literal written at the call, a command-line argument).
	// Otherwise it may be the start of a value that grows later, and a
	// "port" in it may be a password whose "@host" follows: no message
	// quotes it.
	Whole bool
}

// DefaultSteps are the steps nonnormal counts unless configured: case,
// percent-encoding, dot segments and default port, not the empty path
// nor the IPv6 text form.
const DefaultSteps = uricore.StepCase | uricore.StepPercentEncoding | uricore.StepDotSegments | uricore.StepDefaultPort

// A Finding is one thing wrong with a URI string.
type Finding struct {
	Category string
	// Offset and End delimit the offending bytes in the string value.
	Offset, End int
	// Message is a lowercase predicate phrase. It never holds a password.
	Message string
	// Fix, if not nil, is the whole corrected string value.
	Fix *string
	// Edits, if Fix is a repair of a few bytes, are the edits that turn
	// the string into Fix, sorted and disjoint; a caller may apply them
	// to a piece of the string it knows.
	Edits []Edit
	// FixTitle says what Fix does, as a suggested fix's title
	// ("Percent-encode the characters RFC 3986 does not allow"); it is
	// chosen where the fix is made.
	FixTitle string
	// FixSteps, for a nonnormal finding, are the normalization steps
	// that Fix applies: those that change the string.
	FixSteps uricore.Steps
}

// Check returns what is wrong with the URI string s used as o says. It
// reports at most one of typo, malformed and form, since each explains the
// others away, and never a nonnormal finding for a string with a password,
// whose fix would print it.
//
// A finding has a fix only where the fix's text checks clean: it parses,
// and checked again as o says it has no finding of the same category
// (an IPv6 address bracketed in "0000://u@::0" leaves a scheme that
// starts with a digit: no fix).
func Check(s string, o Options) []Finding {
	var fs []Finding
	u := newSubject(s)
	u.partial = !o.Whole
	if o.Need.List {
		// Each element's fix, put back in the list, must still check
		// clean as the whole string (below).
		fs = checkList(s, o)
	} else {
		fs = check(&u, o, "")
	}
	// Whether the string may hold a password is decided on the whole
	// string, before any fix leaves: a list element's fix is the whole
	// list, with the other elements' passwords in it.
	if hasFix(fs) && u.mayHoldPassword() {
		for i := range fs {
			fs[i].Fix, fs[i].Edits = nil, nil // a fix would print the password, encoded or not
		}
	}
	for i := range fs {
		if fs[i].Fix != nil && !fixed(*fs[i].Fix, fs[i].Category, o) {
			fs[i].Fix, fs[i].Edits = nil, nil
		}
	}
	return fs
}

// hasFix reports whether a finding of fs has a fix.
func hasFix(fs []Finding) bool {
	for _, f := range fs {
		if f.Fix != nil || f.Edits != nil {
			return true
		}
	}
	return false
}

// fixed reports whether text, a fix's result, checks clean of the
// category cat as o says, and parses.
func fixed(text, cat string, o Options) bool {
	var fs []Finding
	switch {
	case o.Need.List:
		if _, err := uricore.Parse(text); err != nil {
			return false
		}
		fs = checkList(text, o) // the other elements too
	case cat == Malformed:
		// A reference that parses is malformed only where the need
		// reads it as no reference (checkNeed): past that, check finds
		// a typo or the findings of a valid reference, never this one.
		if _, err := uricore.Parse(text); err != nil {
			return false
		}
		fs, _ = checkNeed(text, o)
	default:
		u := newSubject(text)
		if u.err != nil {
			return false
		}
		fs = check(&u, o, cat)
	}
	for _, f := range fs {
		if f.Category == cat {
			return false
		}
	}
	return true
}

// check returns what is wrong with u as o says. If only is not empty,
// the caller wants only the findings of that category: check may leave
// out the others, and does no work that only they need.
func check(u *subject, o Options, only string) []Finding {
	s := u.s
	if fs, ok := checkNeed(s, o); ok {
		return fs
	}
	wants := func(cat string) bool { return only == "" || only == cat }
	if f, ok := typo(s); ok {
		// A misspelt scheme hides no other mistake: a character that
		// must be escaped after it, a port, or a password, is reported beside
		// it at its own byte, with its own fix (DESIGN.md: "a misspelt
		// scheme does not hide a space that must be escaped"). What the
		// wrong scheme makes of the form or the normal form is the
		// typo's own.
		fs := []Finding{f}
		switch e := u.err; {
		case e == nil:
			if p, ok := port(u); ok && wants(Port) {
				fs = append(fs, p)
			}
			if c, ok := credentials(u); ok && wants(Credentials) {
				fs = append(fs, c)
			}
		case e.Offset >= f.End && e.Code != uricore.ErrColonInFirstSegment && wants(Malformed):
			fs = append(fs, malformed(u))
			fallthrough
		default:
			if c, ok := splitCredentials(u); ok && wants(Credentials) {
				fs = append(fs, c)
			}
		}
		return fs
	}
	if e := u.err; e != nil {
		// A password is a secret whatever else in the string is wrong:
		// it is decided on the userinfo alone, beside the other finding.
		withSecret := func(f Finding) []Finding {
			if c, ok := splitCredentials(u); ok {
				return []Finding{f, c}
			}
			return []Finding{f}
		}
		if e.Code == uricore.ErrColonInFirstSegment && o.Need != NeedReference {
			if end, ok := leadingHost(u); ok {
				// "localhost:8080" parses as scheme "localhost"; "127.0.0.1:8080"
				// does not parse at all. Either way the scheme is missing.
				return withSecret(Finding{Category: Form, Offset: 0, End: end, Message: needs(o) + ", but " + Quote(s[:end]) + " has no scheme"})
			}
		}
		if f, ok := unbracketedIPv6(u); ok {
			return withSecret(f)
		}
		if e.Code == uricore.ErrInvalidPort && !defaultPort(u) && portList(s[portOf(u).Start:]) {
			// Several hosts ("mongodb://u:pw@a:1,b:2/db"): the
			// userinfo before them is still read as a URI's.
			if f, ok := listCredentials(u); ok {
				return []Finding{f}
			}
			return nil
		}
		return withSecret(malformed(u))
	}
	var fs []Finding
	if wants(Form) {
		if f, ok := form(u, o); ok {
			fs = append(fs, f)
		}
	}
	if wants(Port) {
		if f, ok := port(u); ok {
			fs = append(fs, f)
		}
	}
	if !wants(Credentials) && !wants(NonNormal) {
		return fs
	}
	if f, ok := credentials(u); ok {
		return append(fs, f)
	}
	if !wants(NonNormal) {
		return fs
	}
	if u.mayHoldPassword() {
		return fs // something like a password elsewhere: no fix may print it
	}
	if o.Need.library() {
		return fs
	}
	if f, ok := nonNormal(u, o.Steps); ok {
		fs = append(fs, f)
	}
	return fs
}

// checkNeed returns what is wrong with s where o's need does not read it
// as a URI reference, and true: host[:port], a keyword connection string,
// or "" for a library's default. Elsewhere it returns false, and check
// reads s as a reference.
func checkNeed(s string, o Options) ([]Finding, bool) {
	switch o.Need.Kind {
	case KindURL, KindDSN, KindTarget:
		if s == "" {
			return nil, true // the library's default, or off (sentry's Dsn)
		}
	}
	switch o.Need.Kind {
	case KindHostPort:
		return hostPort(s, o), true
	case KindTarget:
		if !targetURI(s, o.Need) {
			return hostPort(s, o), true
		}
	case KindDSN:
		if !strings.Contains(s, "://") {
			return nil, true // a keyword connection string ("host=db user=app")
		}
	}
	return nil, false
}

// malformed turns the parse error of u into a finding. An invalid port is
// a port finding; bytes inside userinfo are not quoted, lest they be a
// password.
func malformed(u *subject) Finding {
	s, e := u.s, u.err
	piece := s[e.Offset:e.End]
	if at, ok := extraAt(u, e.Offset); ok {
		// "http://a@b:pw@example.org": the parser reads userinfo "a",
		// host "b" and a port "pw@…"; the fault is the first "@".
		return Finding{Category: Malformed, Offset: at, End: at + 1, Message: `"@" in userinfo must be percent-encoded as %40`}
	}
	if e.Code == uricore.ErrInvalidPort {
		p := portOf(u)
		if u.overlapsPassword(p.Start, e.End) || u.partial {
			// In a string that may grow later, a "port" may be a
			// password whose "@host" is written later, after the '/',
			// '?' or '#' it may hold (s := "https://ops:pw"; s += "@h"):
			// not quoted, whatever flow made the text look whole.
			return Finding{Category: Port, Offset: e.Offset, End: e.End, Message: "port is not a number"}
		}
		return Finding{Category: Port, Offset: e.Offset, End: e.End, Message: "port " + Quote(s[p.Start:e.End]) + " is not a number"}
	}
	comp := componentAt(u, e.Offset)
	if e.Code == uricore.ErrInvalidIPLiteral {
		comp = "host" // an unclosed '[' leaves the split no host to find
	}
	f := Finding{Category: Malformed, Offset: e.Offset, End: e.End}
	hint := "" // how the fix repairs it, if there is one
	if edits, fix := encodeEdits(u); edits != nil {
		// fix is ApplyEdits(s, edits), which parses.
		f.Fix, f.Edits = &fix, edits
		f.FixTitle = "Percent-encode the characters RFC 3986 does not allow"
		switch {
		case e.Code == uricore.ErrUnexpectedChar && s[e.Offset] >= 0x80 && !encodable(u, e.Offset):
			hint = "a non-ASCII host must be written as its IDNA A-label"
			f.FixTitle = "Write the host as its IDNA A-label"
		case e.Code == uricore.ErrInvalidIPLiteral:
			hint = "a zone ID follows \"%25\", not \"%\" (RFC 6874)"
			f.FixTitle = "Write the zone ID's \"%\" as \"%25\""
		case !inUserInfo(u, e.Offset):
			hint = encodeHint(s[e.Offset])
		default:
			hint = "percent-encode it"
		}
	}
	sep := ""
	if hint != "" {
		sep = ": "
	}
	// The message is made in one piece: the fault, where it is, the hint.
	switch {
	case inUserInfo(u, e.Offset) || u.overlapsPassword(e.Offset, e.End):
		f.Message = string(e.Code) + " in userinfo" + sep + hint
	case e.Offset == len(s):
		f.Message = string(e.Code) + " at end of string, in the " + comp + sep + hint
	case piece != "":
		f.Message = string(e.Code) + " " + Quote(piece) + " in the " + comp + sep + hint
	default:
		f.Message = string(e.Code) + sep + hint
	}
	return f
}

// portOf returns the span of the port that the ErrInvalidPort e of u is
// in: uricore's split, which reads the port where the parser does.
func portOf(u *subject) uricore.Span {
	p, e := u.sp.Port, u.err
	if !p.Defined() || p.Start > e.Offset || e.Offset > p.End {
		return uricore.Span{Start: e.Offset, End: e.Offset} // not expected: the parser reads a port where the split does
	}
	return p
}

// defaultPort reports whether the scheme of u is one whose URIs name a
// single port (the scheme table gives it a default one): there a list
// or a range of ports is a mistake, not a convention of the scheme.
func defaultPort(u *subject) bool {
	if !u.sp.Scheme.Defined() {
		return false
	}
	info, ok := uricore.LookupScheme(u.sp.Scheme.Of(u.s))
	return ok && info.DefaultPort != ""
}

// portList reports whether the text from the start of an invalid port on is a list
// of hosts and ports ("1,host2:2/db", as PostgreSQL and MongoDB connection
// strings write several servers) or a port range ("1001-1009", as Caddy
// writes): conventions of their schemes, which need no single number
// there, not a mistake in a port.
func portList(rest string) bool {
	if i := strings.IndexAny(rest, "/?#"); i >= 0 {
		rest = rest[:i]
	}
	if strings.Contains(rest, ",") {
		return true
	}
	parts := strings.Split(rest, "-")
	if len(parts) < 2 {
		return false
	}
	for _, p := range parts {
		if p == "" || strings.Trim(p, "0123456789") != "" {
			return false
		}
	}
	return true
}

// inUserInfo reports whether offset i of u lies in what would be its
// userinfo: uricore's split of its authority.
func inUserInfo(u *subject, i int) bool {
	ui := u.sp.UserInfo
	return ui.Defined() && ui.Start <= i && i < ui.End
}

// extraAt reports whether the authority that holds offset off of u
// holds more than one "@", and returns the first.
func extraAt(u *subject, off int) (int, bool) {
	sp := u.sp
	if !sp.UserInfo.Defined() || off < sp.Authority.Start || off > sp.Authority.End {
		return 0, false
	}
	first := sp.Authority.Start + strings.IndexByte(sp.Authority.Of(u.s), '@')
	return first, first < sp.UserInfo.End
}

// port reports a port outside 0–65535 in u, a valid reference.
func port(u *subject) (Finding, bool) {
	r := u.r
	if !r.HasPort || r.Port == "" {
		return Finding{}, false
	}
	if n, err := strconv.ParseUint(r.Port, 10, 16); err == nil && n <= 65535 {
		return Finding{}, false
	}
	off := u.sp.Port.Start // s parses: the split is exact
	return Finding{Category: Port, Offset: off, End: off + len(r.Port), Message: "port " + r.Port + " is out of range 0-65535"}, true
}

// IsSlip reports whether s starts with one of the slips typo reports
// ("http//", "https:/", "htp://", ...): such a string is meant as a URI
// though it lacks "://".
func IsSlip(s string) bool {
	_, ok := typo(strings.TrimSpace(s))
	return ok
}

// CertainSlip returns the slip the text s starts with if no text that
// follows s can undo it: s is the constant leading text of a URI built at
// run time ("http//" + host, fmt.Sprintf("https:/api.%s/v1", d)), and the
// finding must hold whatever fills the rest. A scheme and its separator
// decide it once they are written: "http//", "http:\\", "http::",
// "https:/" followed by host text, a misspelled scheme before "://", a
// repeated "http://http:". White space, and "https:/" alone (the next
// text may be "/"), are not certain.
func CertainSlip(s string) (Finding, bool) {
	if strings.TrimLeft(s, " \t\r\n") != s {
		return Finding{}, false
	}
	f, ok := typo(s)
	if !ok || f.Fix != nil || strings.Contains(f.Message, "white space") {
		return Finding{}, false
	}
	// typo reads only the scheme and what follows its end, and the scheme
	// of s ends inside s: one character of each kind typo looks at, and
	// the repeated scheme, stand for every continuation.
	for _, more := range []string{"/", "//", `\`, ":", "@", "x", "http:"} {
		g, ok := typo(s + more)
		if !ok || g.Offset != f.Offset || g.End != f.End || g.Message != f.Message {
			return Finding{}, false
		}
	}
	return f, true
}

// IPv6NeedsBrackets is the message of a malformed finding about an IPv6
// address without its brackets, whose fix adds them.
const IPv6NeedsBrackets = "an IPv6 address in a URI needs brackets"

// unbracketedIPv6 reports an IPv6 address written without its brackets
// in the authority of s (RFC 3986 §3.2.2): "http://::1/" is not a host
// "" with a port ":1". The fault is the host's, whatever the parser met
// first. The fix adds the brackets where only one reading exists: the
// whole host-and-port text is an IPv6 address ("::1"), or an IPv6
// address and a port ("2001:db8:0:0:0:0:0:1:8080" has nine groups); not
// "2001:db8::7:8443", which is either.
func unbracketedIPv6(u *subject) (Finding, bool) {
	s, sp := u.s, u.sp
	if !sp.Host.Defined() {
		return Finding{}, false
	}
	start, end := sp.Host.Start, sp.Authority.End
	hp := s[start:end]
	if strings.Count(hp, ":") < 2 || strings.HasPrefix(hp, "[") {
		return Finding{}, false
	}
	whole := isIPv6(hp)
	i := strings.LastIndexByte(hp, ':')
	split := i > 0 && i+1 < len(hp) && strings.Trim(hp[i+1:], "0123456789") == "" && isIPv6(hp[:i])
	if !whole && !split {
		return Finding{}, false
	}
	f := Finding{Category: Malformed, Offset: start, End: end, Message: IPv6NeedsBrackets}
	var edits []Edit
	switch {
	case whole && !split:
		edits = []Edit{{start, start, "["}, {end, end, "]"}}
	case split && !whole:
		edits = []Edit{{start, start, "["}, {start + i, start + i, "]"}}
	}
	if edits != nil {
		fix := ApplyEdits(s, edits)
		f.Fix, f.Edits, f.FixTitle = &fix, edits, "Put the IPv6 address in brackets"
		if !sp.UserInfo.Defined() { // a message never quotes what may be a password
			f.Message += ": " + Quote(fix)
		}
	}
	return f, true
}

// isIPv6 reports whether h is an IPv6 address as RFC 3986's IPv6address
// writes it: no zone, which a URI writes as "%25" inside brackets.
func isIPv6(h string) bool {
	if strings.IndexByte(h, '%') >= 0 {
		return false
	}
	a, err := netip.ParseAddr(h)
	return err == nil && a.Is6()
}

// componentAt names the component of u that holds byte off, as
// uricore's split reads it: the message of a finding names the component
// at fault, not a symptom two components away.
func componentAt(u *subject, off int) string {
	sp := u.sp
	in := func(x uricore.Span) bool { return x.Defined() && x.Start <= off && off <= x.End }
	switch {
	case in(sp.Scheme) && off < sp.Scheme.End:
		return "scheme"
	case in(sp.UserInfo) && off < sp.UserInfo.End:
		return "userinfo"
	case in(sp.Host):
		return "host"
	case in(sp.Port):
		return "port"
	case in(sp.Query):
		return "query"
	case in(sp.Fragment):
		return "fragment"
	}
	return "path"
}
