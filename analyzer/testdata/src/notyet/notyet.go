package notyet

import (
	"fmt"
	"net/http"
	"os"
	"regexp"
)

const format = "http://%s:%d/api" // ok: flows to a format parameter

const tmpl = "https://api.github.com/repos/{owner}/{repo}" // ok: an RFC 6570 template

func f(w http.ResponseWriter, host string, port int) {
	fmt.Sprintf(format, host, port)
	fmt.Sprintf("https://%s/%zz", host)                 // ok: a printf format
	os.Expand("http://${HOST}:${PORT}/", os.Getenv)     // ok: os.Expand
	regexp.MustCompile(`https?://[^/]+\.example\.com/`) // ok: a regexp
	_ = "http://<hostname>:<port>/"                     // ok: placeholders
	_ = "data: "                                        // ok: a label
	w.Write([]byte("data: [DONE]\n\n"))                 // ok: a Server-Sent Events line, not a data: URI
	w.Write([]byte("data: [DONE]"))                     // ok: the same without its end
	_ = "data:text/plain,a b"                           // want `unexpected character " " in the path`
	_ = "File: http://example.com/a b"                  // ok: prose
	http.Get("http://" + host + ":" + "8080")           // want `host may be an IPv6 address`
	_ = "http://localhost:" + fmt.Sprint(port)          // ok: a prefix, not a whole URI
	_ = "http://$HOST:$PORT/"                           // ok: shell variables
}

const universe = "https://sts.UNIVERSE_DOMAIN/v1/token" // ok: a placeholder written as a constant name

const elided = "https://HTTP.example.com/..." // ok: an elision

// A regular expression kept in a constant that no regexp function and
// no sink receives here (azblob's test recorder gets it in a JSON body):
// an escape repeated (\S+) is regexp syntax.
const urlRegex = `https://\S+\.blob\.core\.windows\.net` // ok: a regexp

// A backslash that is a Windows path's, in a URI: still checked.
const windowsFile = `file:///C:\data\x.txt` // want `unexpected character`
