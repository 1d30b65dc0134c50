// Package slips builds URLs that no sink receives: links for mails,
// JSON answers and logs. A slip in their constant leading text is a
// mistake whatever fills the holes.
package slips

import (
	"fmt"
	"log/slog"
	"net/http"
	"regexp"
	"strings"
)

type Mailer struct{ Host string }

const resetFormat = "https//%s/reset?token=%s" // want `URI lacks ':' after scheme "https"`

func (m *Mailer) ResetBody(token string) string {
	link := fmt.Sprintf(resetFormat, m.Host, token)
	return "Follow " + link + " to choose a new password."
}

func (m *Mailer) ConfirmLink(id string) string {
	return fmt.Sprintf("http//%s/confirm/%s", m.Host, id) // want `URI lacks ':' after scheme "http"`
}

type Page struct {
	Items []string `json:"items"`
	Next  string   `json:"next"`
}

func paginate(host string, n int) Page {
	return Page{Next: "https:/" + host + "/items?page=" + fmt.Sprint(n+1)} // ok: the host may start with "/"
}

func paginateAPI(region string, n int) Page {
	return Page{Next: fmt.Sprintf("https:/api.%s.example.com/items?page=%d", region, n+1)} // want `scheme "https" needs "//" before the host`
}

func logCallback(h string) {
	slog.Info("callback registered", "url", fmt.Sprintf("http://http://%s/cb", h)) // want `URI repeats its scheme`
}

func regionEndpoint(region string) string {
	return fmt.Sprintf("htps://%s.storage.example.com", region) // want `scheme "htps" looks like a misspelling of "https"`
}

// linkf is a printf wrapper that returns the text it builds.
func linkf(format string, args ...any) string {
	return fmt.Sprintf(format, args...)
}

func profileLink(user string) string {
	return linkf("http//profiles.example.com/%s", user) // want `URI lacks ':' after scheme "http"`
}

func fetch(host string) (*http.Response, error) {
	return http.Get(fmt.Sprintf("http//%s/status", host)) // want `URI lacks ':' after scheme "http"`
}

func negatives(scheme, host, name, s string) {
	fmt.Printf("http//%s\n", host)               // ok: printed, not built
	_ = fmt.Errorf("http//%s is down", host)     // ok: an error message
	_ = regexp.MustCompile("http//" + name)      // ok: a regular expression
	_ = strings.HasPrefix(s, "http//"+name)      // ok: a piece of text
	_ = fmt.Sprintf("%s://%s/x", scheme, host)   // ok: no constant leading text
	_ = fmt.Sprintf("https://%s/x", host)        // ok
	_ = fmt.Sprintf("https:/%s", host)           // ok: the hole may start with "/"
	_ = fmt.Sprintf("https:/%s/x.example", host) // ok: likewise
	_ = fmt.Sprintf("https:/%s.json", host)      // ok: the hole may start with "/" whatever follows it
	_ = fmt.Sprintf("visit http//%s", host)      // ok: prose before it
	_ = "git@" + host + ":" + name               // ok: not a URI
	pattern := "http//" + name                   // ok: given to a regexp below
	_ = regexp.MustCompile(pattern)
}

func split(host string) string {
	return "http" + "//" + host + "/x" // want `URI lacks ':' after scheme "http"`
}
