package credentials

import (
	"net/url"
	"testing"
)

const dsn = "https://admin:hunter2@db.example.com/" // want `^URI has a password in its userinfo; read the secret at run time \(from the environment or a secret store\) and set it with url.UserPassword$`

const user = "https://admin@db.example.com/" // ok: no password

const redacted = "https://admin:xxxxx@db.example.com/" // ok: already redacted

func f() {
	url.UserPassword("admin", "hunter2") // want `^constant password given to net/url.UserPassword; read it at run time \(from the environment or a secret store\)$`
	url.UserPassword("admin", pw())      // ok: not a constant
}

func pw() string { return "" }

func redact() { url.UserPassword("admin", "xxxxx") } // ok: already redacted

// Helpers for tests in code that is not a test file: a function that
// takes a testing.TB, and what only such functions read, follow the
// test rules for credentials.
const fixtureDSN = "amqp://guest:guestpw1@localhost:5672/" // ok: read only by a test helper

const sharedDSN = "amqp://svc:sharedpw1@mq.internal:5672/" // want `URI has a password in its userinfo`

func DialFixture(t *testing.T) {
	url.Parse(fixtureDSN)
	url.Parse(sharedDSN)
	url.Parse("https://tester:fixturepw@localhost/") // ok: in a test helper
}

func DialProd() {
	url.Parse(sharedDSN)
}
