// Package elem holds a function whose parameters are url.JoinPath
// elements: its fact alone, printed in full.
package elem

import "net/url"

// Under joins the elements under u.
func Under(u *url.URL, dir, name string) *url.URL { // want Under:`^joinpath\[1 2\]$`
	return u.JoinPath(dir, name)
}
