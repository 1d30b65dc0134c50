#!/usr/bin/env bash
# Builds golangci-lint v2 with urilint inside from the Go module proxy alone
# (golangci-lint custom git-clones, which offline machines cannot do):
# a tiny main package of our own (main.go.txt) that calls golangci-lint's
# commands package, plus a blank import of our plugin, with this checkout
# of urilint put in by a replace directive.
#
# usage: testdata/golangci/build.sh OUT    (writes the binary OUT)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
. "$here/../proxybuild.sh"
version=${GOLANGCI_LINT_VERSION:-v2.15.0}
cp "$here/main.go.txt" "$work/main.go"
proxybuild_module golangci-lint "github.com/golangci/golangci-lint/v2@$version"
go mod tidy
# golangci-lint's own requirements win where ours are older (MVS); print
# what the build settled on for the libraries we share.
go list -m golang.org/x/tools github.com/golangci/plugin-module-register honnef.co/go/tools 2>/dev/null || true
go build -trimpath -o "$out" .
