# shellcheck shell=bash
# The set-up shared by testdata/gopls/build.sh and
# testdata/golangci/build.sh, which build a Go tool with urilint inside
# from the Go module proxy alone, in a temporary module that takes this
# checkout of urilint by a replace directive. It is sourced, not run:
#
#	. "$here/../proxybuild.sh"    (with the script's arguments, OUT)
#
# after set -euo pipefail. It checks the usage, and sets root (this
# checkout), out (the binary to write) and work (a temporary directory,
# removed on exit). proxybuild_module then makes work the module.

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
[ $# -eq 1 ] || { echo "usage: $0 OUT" >&2; exit 2; }
# OUT is relative to where the script is called from, not to the
# temporary module it builds in.
case $1 in
/*) out=$1 ;;
*) out=$PWD/$1 ;;
esac
mkdir -p "$(dirname "$out")"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# proxybuild_module NAME MODULE@VERSION makes work, as the current
# directory, the module urilint.example/NAME, which requires
# MODULE@VERSION and this checkout of urilint, with the module proxy as
# the only source (no toolchain switch, go.mod updated as needed).
proxybuild_module() {
	cd "$work"
	export GOTOOLCHAIN=local GOFLAGS=-mod=mod
	go mod init "urilint.example/$1" >/dev/null 2>&1
	go mod edit -require="$2" \
		-require=github.com/urilint/urilint@v0.0.0 \
		-replace="github.com/urilint/urilint=$root"
}
