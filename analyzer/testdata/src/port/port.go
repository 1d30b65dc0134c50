package port

import "net/url"

const admin = "http://localhost:80800/" // want `port 80800 is out of range 0-65535`

const fine = "http://localhost:8080/" // ok

func f() {
	url.Parse("http://localhost:80a/") // want `port "80a" is not a number`
	url.Parse("http://[::1]:65535/")   // ok
	url.Parse("http://[::1]:65536/")   // want `port 65536 is out of range 0-65535`
}
