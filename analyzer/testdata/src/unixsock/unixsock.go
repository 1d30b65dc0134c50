// Package unixsock checks gRPC targets for a Unix socket: "unix://"
// takes an absolute path; gRPC reads "unix://run/app.sock" as the
// authority "run".
package unixsock

import (
	"flag"
	"os"
	"path/filepath"

	"google.golang.org/grpc"
)

var sockFlag = flag.String("sock", "run/app.sock", "socket")

var absFlag = flag.String("abs", "/run/app.sock", "socket")

func dial(dir string) { // want dial:`joins\[0\]`
	grpc.NewClient("unix://run/app.sock")                  // want `the socket path "run/app.sock" is relative: gRPC reads what follows "unix://" up to the next "/" as an authority`
	grpc.NewClient("unix://" + "run/app.sock")             // want `the socket path "run/app.sock" is relative`
	grpc.NewClient("unix://" + *sockFlag)                  // want `the socket path \*sockFlag comes from a flag and may be relative`
	grpc.NewClient("unix://" + os.Getenv("SOCK"))          // want `comes from os.Getenv and may be relative`
	grpc.NewClient("unix://" + os.Args[1])                 // want `comes from os.Args and may be relative`
	grpc.NewClient("unix:///run/app.sock")                 // ok: absolute
	grpc.NewClient("unix://" + "/run/app.sock")            // ok
	grpc.NewClient("unix:run/app.sock")                    // ok: the relative form
	grpc.NewClient("unix://" + dir)                        // ok: a parameter, of unknown content
	grpc.NewClient("unix://" + filepath.Join(dir, "sock")) // ok: unknown
	if filepath.IsAbs(*absFlag) {
		grpc.NewClient("unix://" + *absFlag) // ok: checked
	}
}
