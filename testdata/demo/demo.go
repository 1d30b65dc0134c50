// Package demo shows one finding of each urilint category. Run
//
//	go run ./cmd/urilint ./testdata/demo
package demo

import (
	"net/http"
	"net/url"
)

// malformed: a bad percent-encoding.
func Malformed() (*url.URL, error) { return url.Parse("https://example.com/a%zzb") }

// form: "localhost" parses as the scheme.
func Form() (*http.Response, error) { return http.Get("localhost:8080/health") }

// typo: a misspelled scheme.
const API = "htps://api.example.com/v1"

// credentials: a password in the userinfo (a fake one, for the demo).
const Mirror = "https://demo:not-a-real-password@mirror.example.com/"

// port: out of range.
const Admin = "http://localhost:80800/"

// nonnormal: upper-case scheme and host, the default port, an encoded '~'.
const Home = "HTTP://Example.com:80/%7euser/"

// fetch passes its url on to http.Get, so its callers are checked too.
func fetch(u string) (*http.Response, error) { return http.Get(u) }

// Wrapped: a relative reference given to a wrapper of http.Get.
func Wrapped() (*http.Response, error) { return fetch("www.example.com") }

// join: the base lacks its trailing "/", so every reference resolved
// against it loses "v2" (RFC 3986 §5.2.3).
const Base = "https://api.example.com/v2"

// Users resolves "users" against Base: https://api.example.com/users.
func Users() (*url.URL, error) {
	base, err := url.Parse(Base)
	if err != nil {
		return nil, err
	}
	return base.Parse("users")
}
