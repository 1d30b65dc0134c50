// Source: https://github.com/celestiaorg/celestia-node/issues/766 ("dial tcp:
// address http://143.198.7.120:9090: too many colons in address"; only
// localhost:9090 works). The literal stands in for the --core.grpc flag.
package rm19

import "google.golang.org/grpc"

func coreConn() (*grpc.ClientConn, error) {
	return grpc.Dial("http://localhost:9090", grpc.WithInsecure()) // heldout:mistake form
}

func coreConnOK() (*grpc.ClientConn, error) {
	return grpc.Dial("localhost:9090", grpc.WithInsecure()) // heldout:deliberate
}
