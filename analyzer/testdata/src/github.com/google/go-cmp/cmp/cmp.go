// Package cmp is a stand-in for go-cmp's, with its real signatures
// (github.com/google/go-cmp v0.7) of the functions urilint's assertion
// table names.
package cmp

// Option configures for specific behavior of Equal and Diff.
type Option interface{ filter() }

func Equal(x, y interface{}, opts ...Option) bool  { return true }
func Diff(x, y interface{}, opts ...Option) string { return "" }
