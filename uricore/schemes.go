package uricore

import "strings"

// A SchemeInfo is what uricore knows of a scheme: the facts that
// normalization (RFC 3986 §6.2.3) and checks of a URI's form read. They
// come from the scheme's own specification, not from RFC 3986.
type SchemeInfo struct {
	Name string // lower case

	// DefaultPort is the port a URI of the scheme means when it has none
	// ("" if the scheme has no default).
	DefaultPort string

	// EmptyPathIsSlash reports that an empty path after an authority
	// means "/" (RFC 9110 §4.2.3 for http and https, RFC 6455 §3 for ws
	// and wss).
	EmptyPathIsSlash bool

	// Hierarchical reports that the scheme's URIs have "//" and a host:
	// text around its ':' other than "://" is a slip, not another form.
	Hierarchical bool

	// HTTP reports that the scheme is one net/http's client speaks.
	HTTP bool
}

// schemes is the one table of scheme facts.
var schemes = [...]SchemeInfo{
	{Name: "http", DefaultPort: "80", EmptyPathIsSlash: true, Hierarchical: true, HTTP: true},   // RFC 9110 §4.2.1
	{Name: "https", DefaultPort: "443", EmptyPathIsSlash: true, Hierarchical: true, HTTP: true}, // RFC 9110 §4.2.2
	{Name: "ws", DefaultPort: "80", EmptyPathIsSlash: true, Hierarchical: true},                 // RFC 6455 §3
	{Name: "wss", DefaultPort: "443", EmptyPathIsSlash: true, Hierarchical: true},               // RFC 6455 §3
	{Name: "ftp", DefaultPort: "21", Hierarchical: true},                                        // RFC 1738 §3.2
}

// LookupScheme returns what uricore knows of scheme, compared without
// regard to case (§3.1), and whether it knows the scheme at all.
func LookupScheme(scheme string) (SchemeInfo, bool) {
	for _, s := range schemes {
		if strings.EqualFold(s.Name, scheme) {
			return s, true
		}
	}
	return SchemeInfo{}, false
}
