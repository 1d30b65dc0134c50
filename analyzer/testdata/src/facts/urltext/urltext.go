// Package urltext holds a function whose every return is a URL's text:
// its fact alone, printed in full.
package urltext

import "net/url"

// Base returns the text of u.
func Base(u *url.URL) string { // want Base:`^urltext$`
	return u.String()
}
