// Package sender holds a harness that sends the request it is given:
// its fact alone, printed in full.
package sender

import "net/http"

// Send sends req.
func Send(c *http.Client, req *http.Request) error { // want Send:`^sendsrequest\[1\]$`
	resp, err := c.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}
