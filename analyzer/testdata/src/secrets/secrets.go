// Package secrets holds URIs built around a password: no message may
// quote what may be a password (test data: the passwords are fake).
package secrets

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"
)

func get(rest, host, pw string, port int) {
	http.Get("http://deploy:s3cretpw" + rest)                // ok: rest may start with "@host"; nothing depends on it alone
	http.Get(fmt.Sprintf("https://deploy:s3cretpw%s", rest)) // ok: the same through a format
	http.Get("http://admin:" + pw + rest)                    // ok: the password is a hole
	http.Get(fmt.Sprintf("http://%s:8o%d/", host, port))     // want `host may be an IPv6 address`
	url.Parse("http://h:8o8/" + rest)                        // ok: "h:8o8/" may be "user:password/" with the '@' in rest
	url.Parse("http://h:8o8/")                               // want `port "8o8" is not a number`
}

// Other builders: the literal is a piece of a longer string, so what
// follows "deploy:" may be a password whose "@" comes later.
func builders(rest string) {
	http.Get(strings.Join([]string{"http://deploy:s3cretpw", rest}, "")) // ok: the element is a piece
	http.Get(fmt.Sprint("http://deploy:s3cretpw", rest))                 // ok: so is an operand of Sprint
	http.Get(fmt.Sprintln("http://deploy:s3cretpw", rest))               // ok: and of Sprintln
	s := "http://deploy:s3cretpw"                                        // ok: s is extended below
	s += rest
	http.Get(s)
	t := "http://deploy:s3cretpw" // ok: and so is t
	t = t + rest
	http.Get(t)
	var b strings.Builder
	b.WriteString("http://deploy:s3cretpw") // ok: a piece of what b builds
	b.WriteString(rest)
	http.Get(b.String())
	u := fmt.Sprint("http://deploy:s3cretpw", rest) // ok: reaches no sink, still a piece
	_ = u
	http.Get(strings.Join([]string{"htp://example.com", rest}, "/")) // want `scheme "htp" looks like a misspelling of "http"`
	http.Get(fmt.Sprint("http://h:8o8/", rest))                      // ok: as with +, "h:8o8/" may be "user:password/"
	http.Get(fmt.Sprint("http://example.com/a%zz/", rest))           // want `invalid percent-encoding "%zz" in the path`
}

// A slip in the leading text of a built string no sink receives is
// still found, as in a concatenation.
func slips(rest string) string {
	a := fmt.Sprint("http//example.com/", rest)                  // want `URI lacks ':' after scheme "http"`
	b := strings.Join([]string{"https:/example.com", rest}, "/") // want `scheme "https" needs "//" before the host`
	return a + b
}

// A literal kept in a variable that grows later, however it grows: its
// "port" may be a password whose "@host" comes later, and is never
// quoted (the findings stay: the text may also be the whole value).
func grown(rest string, x bool, m map[string]string, p *string, xs []string) {
	b := []byte("https://ops:s3cretpw") // want `^port is not a number$`
	b = append(b, rest...)
	http.Get(string(b))

	s := "https://ops:s3cretpw" // ok: s grows: its "port" runs into a hole
	if x {
		s += rest
	}
	http.Get(s)

	t := "https://ops:s3cretpw" // want `^port is not a number$`
	t = fmt.Sprint(t, rest)
	http.Get(t)

	u := "https://ops:s3cretpw" // want `^port is not a number$`
	v := u
	v += rest
	http.Get(v)

	w := "https://ops:s3cretpw" // ok: w grows: its "port" runs into a hole
	for range 3 {
		w = w + rest
	}
	http.Get(w)

	m["k"] = "https://ops:s3cretpw" // want `^port is not a number$`
	m["k"] += rest
	http.Get(m["k"])

	*p = "https://ops:s3cretpw" // want `^port is not a number$`
	*p += rest
	http.Get(*p)

	xs[0] = "https://ops:s3cretpw" // want `^port is not a number$`
	xs[0] += rest
	http.Get(xs[0])

	http.Get("https://ops:8o80") // want `port "8o80" is not a number`
}

// A copy of a URL whose password is replaced by a constant, the user
// name kept: a redaction, whatever the word and wherever the copy goes
// (DESIGN.md). A constant password in a URL of its own is a password.
func display(u *url.URL, err error) error {
	redacted := *u
	redacted.User = url.UserPassword(u.User.Username(), "REDACTED") // ok: a display copy
	if err != nil {
		return fmt.Errorf("fetch %s: %w", redacted.String(), err)
	}
	own := &url.URL{Scheme: "https", Host: "h.example"}
	own.User = url.UserPassword("ops", "REDACTED") // want `constant password given to net/url.UserPassword`
	other := &url.URL{Scheme: "https", Host: "h.example"}
	other.User = url.UserPassword(u.User.Username(), "pw4other") // want `constant password given to net/url.UserPassword`
	http.Get(other.String())
	return nil
}

// safeString returns the URL's text with its password replaced, for a
// config dump: the word is any, the copy is returned.
func safeString(u *url.URL) string {
	u2 := *u
	u2.User = url.UserPassword(u.User.Username(), "redacted") // ok: a redaction
	return u2.String()
}

// hidden redacts a url.URL value, and a copy parsed from a URL's text.
func hidden(v url.URL, u *url.URL) (string, string) {
	c := v
	c.User = url.UserPassword(v.User.Username(), "hidden") // ok: a redaction
	p, _ := url.Parse(u.String())
	p.User = url.UserPassword(u.User.Username(), "hidden") // ok: a redaction
	return c.String(), p.String()
}

// A string that grows later keeps what its known prefix says: its
// password, its typo, its non-normal form (and no fix, which would
// have to be right for every tail).
func grownPrefix(b bool) {
	d := "http://svc:pw4test@host/" // want `URI has a password in its userinfo`
	if b {
		d += "x"
	}
	http.Get(d)
	e := "htp://host/" // want `scheme "htp" looks like a misspelling of "http"`
	if b {
		e += "x"
	}
	http.Get(e)
	g := "HTTP://Host/a/../b" // want `URI is not normalized`
	if b {
		g += "x"
	}
	http.Get(g)
}

// The same with no sink: the value is returned, and grows in a branch,
// in a switch case, with + or +=. Its known prefix keeps its findings.
func grownReturned(secure bool, kind int) (string, string) {
	d := "amqp://app:grownpw1@mq/" // want `URI has a password in its userinfo`
	if secure {
		d = d + "?tls=1"
	}
	e := "htps://example.com/" // want `scheme "htps" looks like a misspelling of "https"`
	switch kind {
	case 1:
		e += "a"
	case 2:
		e = e + "b"
	}
	return d, e
}

func grownPlusAssign(secure bool) string {
	d := "amqp://app:grownpw2@mq/x" // want `URI has a password in its userinfo`
	for range 2 {
		if secure {
			d += "&tls=1"
		}
	}
	return d
}
