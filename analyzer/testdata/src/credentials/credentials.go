package credentials

import "net/url"

const dsn = "https://admin:hunter2@db.example.com/" // want `^URI has a password in its userinfo; read the secret at run time \(from the environment or a secret store\) and set it with url.UserPassword$`

const user = "https://admin@db.example.com/" // ok: no password

const redacted = "https://admin:xxxxx@db.example.com/" // ok: already redacted

func f() {
	url.UserPassword("admin", "hunter2") // want `^constant password given to net/url.UserPassword; read it at run time \(from the environment or a secret store\)$`
	url.UserPassword("admin", pw())      // ok: not a constant
}

func pw() string { return "" }

func redact() { url.UserPassword("admin", "xxxxx") } // ok: already redacted
