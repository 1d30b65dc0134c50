// Package grpc stands in for google.golang.org/grpc@v1.85.0: the
// functions that take a target, with their real signatures.
package grpc

import "context"

type ClientConn struct{}

type DialOption interface{ apply() }

type insecureOption struct{}

func (insecureOption) apply() {}

func WithInsecure() DialOption { return insecureOption{} }

func NewClient(target string, opts ...DialOption) (conn *ClientConn, err error) { return nil, nil }

func Dial(target string, opts ...DialOption) (*ClientConn, error) { return nil, nil }

func DialContext(ctx context.Context, target string, opts ...DialOption) (conn *ClientConn, err error) {
	return nil, nil
}
