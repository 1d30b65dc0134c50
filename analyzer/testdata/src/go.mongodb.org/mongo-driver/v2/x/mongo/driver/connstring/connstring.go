// Package connstring stands in for go.mongodb.org/mongo-driver/v2@v2.10.0's
// x/mongo/driver/connstring.
package connstring

type ConnString struct{}

func ParseAndValidate(s string) (*ConnString, error) { return nil, nil }

func Parse(s string) (*ConnString, error) { return nil, nil }
