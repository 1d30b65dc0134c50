package typo

import (
	"fmt"
	"net/http"
	"net/url"
)

const (
	a = "http//example.com/"          // want `URI lacks ':' after scheme "http"`
	b = "https:/example.com/"         // want `scheme "https" needs "//" before the host, not "/"`
	c = "http:://example.com/"        // want `URI has a doubled ':' after the scheme`
	d = "htp://example.com/"          // want `scheme "htp" looks like a misspelling of "http"`
	e = "hhttp://example.com/"        // want `scheme "hhttp" looks like a misspelling of "http"`
	g = "http://http://example.com/"  // want `URI repeats its scheme`
	h = "https://example.com/ "       // ok: white space is a slip only where a URI use reads the string
	n = "https://api.example.com/ "   // want `URI has trailing white space`
	i = "hxxp://example.com/"         // ok: a defanged URL
	j = "ftp://example.com/"          // ok
	k = "https://example.com/"        // ok
	l = "see https://example.com/ ok" // ok: prose
	m = "ftp:/files.example.com/pub"  // want `scheme "ftp" needs "//" before the host`
)

func f() {
	url.Parse(`http:\\example.com\`) // want `URI has a backslash where '/' belongs after the scheme`
	http.Get(" https://example.com") // want `URI has leading white space`
	http.Get(n)
	fmt.Println("  http://localhost:8080/")           // ok: an indented line of a banner
	fmt.Printf("  http://%s:%d\n", "localhost", 8080) // ok
}
