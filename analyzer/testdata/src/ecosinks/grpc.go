package ecosinks

import (
	"context"

	"google.golang.org/grpc"
)

func grpcTargets(ctx context.Context) {
	grpc.Dial("http://localhost:9090", grpc.WithInsecure()) // want `google\.golang\.org/grpc\.Dial needs host\[:port\] or a URI whose scheme is not http, https or tcp, but the scheme is "http"`
	grpc.Dial("localhost:9090", grpc.WithInsecure())
	grpc.Dial("0.0.0.0:46658", grpc.WithInsecure())
	grpc.Dial("::1:50051", grpc.WithInsecure())      // want `an IPv6 address in a URI needs brackets before its port`
	grpc.DialContext(ctx, "https://api.example.com") // want `google\.golang\.org/grpc\.DialContext needs host\[:port\] or a URI whose scheme is not http, https or tcp, but the scheme is "https"`
	grpc.DialContext(ctx, "dns:///db.internal:50051")
	grpc.NewClient("http://collector:4317") // want `google\.golang\.org/grpc\.NewClient needs host\[:port\] or a URI whose scheme is not http, https or tcp, but the scheme is "http"`
	grpc.NewClient("unix:///tmp/abci.sock")
	grpc.NewClient("passthrough:///localhost:50051")
	grpc.NewClient("[::1]:50051")
}
