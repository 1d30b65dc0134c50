// Package testsupport exists for tests: every exported function takes a
// testing.TB. Its development passwords follow the test rules for
// credentials, as the same URIs in _test.go files do.
package testsupport

import (
	"database/sql"
	"net/url"
	"testing"
)

const dsn = "postgres://app:devpass1@localhost:5432/app?sslmode=disable" // ok: a test fixture's password

// OpenDB opens the test database.
func OpenDB(tb testing.TB) *sql.DB {
	db, err := sql.Open("postgres", dsn)
	if err != nil {
		tb.Fatal(err)
	}
	return db
}

// AdminURL is the fixture server's admin URL.
func AdminURL(tb testing.TB) *url.URL {
	return &url.URL{Scheme: "http", Host: "localhost:9000", User: url.UserPassword("admin", "admin123")} // ok: a fixture
}
