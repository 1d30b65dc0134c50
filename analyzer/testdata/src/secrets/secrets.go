// Package secrets holds URIs built around a password: no message may
// quote what may be a password (test data: the passwords are fake).
package secrets

import (
	"fmt"
	"net/http"
	"net/url"
)

func get(rest, host, pw string, port int) {
	http.Get("http://deploy:s3cretpw" + rest)                // ok: rest may start with "@host"; nothing depends on it alone
	http.Get(fmt.Sprintf("https://deploy:s3cretpw%s", rest)) // ok: the same through a format
	http.Get("http://admin:" + pw + rest)                    // ok: the password is a hole
	http.Get(fmt.Sprintf("http://%s:8o%d/", host, port))     // ok: the port's text runs into a hole
	url.Parse("http://h:8o8/" + rest)                        // ok: "h:8o8/" may be "user:password/" with the '@' in rest
	url.Parse("http://h:8o8/")                               // want `port "8o8" is not a number`
}
