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
root=$(cd "$here/../.." && pwd)
[ $# -eq 1 ] || { echo "usage: $0 OUT" >&2; exit 2; }
# OUT is relative to where the script is called from, not to the
# temporary module it builds in.
case $1 in
/*) out=$1 ;;
*) out=$PWD/$1 ;;
esac
mkdir -p "$(dirname "$out")"
version=${GOLANGCI_LINT_VERSION:-v2.15.0}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp "$here/main.go.txt" "$work/main.go"
cd "$work"
export GOTOOLCHAIN=local GOFLAGS=-mod=mod
go mod init urilint.example/golangci-lint >/dev/null 2>&1
go mod edit -require="github.com/golangci/golangci-lint/v2@$version" \
	-require=github.com/urilint/urilint@v0.0.0 \
	-replace="github.com/urilint/urilint=$root"
go mod tidy
# golangci-lint's own requirements win where ours are older (MVS); print
# what the build settled on for the libraries we share.
go list -m golang.org/x/tools github.com/golangci/plugin-module-register honnef.co/go/tools 2>/dev/null || true
go build -trimpath -o "$out" .
