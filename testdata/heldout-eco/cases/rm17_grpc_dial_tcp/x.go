// Source: https://github.com/grpc/grpc-go/issues/1705 (tendermint/abci
// dialled "tcp://0.0.0.0:46658"; maintainer: use "tcp:///0.0.0.0:46658" or
// just "0.0.0.0:46658").
package rm17

import "google.golang.org/grpc"

func dialABCI() (*grpc.ClientConn, error) {
	return grpc.Dial("tcp://0.0.0.0:46658", grpc.WithInsecure()) // heldout:mistake form
}

func dialABCIOK() (*grpc.ClientConn, error) {
	return grpc.Dial("0.0.0.0:46658", grpc.WithInsecure()) // heldout:deliberate
}

func dialDNS() (*grpc.ClientConn, error) {
	return grpc.Dial("dns:///localhost:50051", grpc.WithInsecure()) // heldout:deliberate
}

func dialUnix() (*grpc.ClientConn, error) {
	return grpc.Dial("unix:///tmp/abci.sock", grpc.WithInsecure()) // heldout:deliberate
}
