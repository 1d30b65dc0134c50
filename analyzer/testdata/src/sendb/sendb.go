// Package sendb's tests send requests through another package's harness.
package sendb
