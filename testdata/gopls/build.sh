#!/usr/bin/env bash
# Builds gopls with urilint compiled in, from the Go module proxy alone (no
# git clone): gopls cannot load analyzers at run time (golang/go#59869), so
# a build of our own adds one file, urilint.go.txt, to gopls's
# internal/settings package, in a copy of the gopls module taken from the
# module cache (go build -overlay may not touch the module cache). That
# file appends
# urilint to gopls's analyzer list (settings.AllAnalyzers); no file of
# gopls is changed. This checkout of urilint is put in by a replace
# directive. Under this gopls, urilint is switched on and off by gopls's
# own "analyses" setting ("urilint": false).
#
# usage: testdata/gopls/build.sh OUT    (writes the binary OUT)
#
# GOPLS_VERSION picks another gopls (default v0.23.0, the newest that Go
# 1.26 builds). It builds only if our go.mod's minimum golang.org/x/tools
# is not newer than that gopls's own: gopls compiles against x/tools
# internals of its exact version.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
. "$here/../proxybuild.sh"
version=${GOPLS_VERSION:-v0.23.0}
proxybuild_module gopls "golang.org/x/tools/gopls@$version"
# A main package is needed for go mod tidy to keep gopls's requirements.
cat >tools.go <<'GO'
//go:build tools

package tools

import (
	_ "github.com/urilint/urilint/analyzer"
	_ "golang.org/x/tools/gopls"
)
GO
go mod tidy
# gopls's x/tools must stay the one it was released with: if our go.mod's
# minimum lifted it, the build would fail deep inside gopls. Say why here.
want=$(awk '$1 == "golang.org/x/tools" { print $2 }' \
	"$(go list -m -f '{{.GoMod}}' golang.org/x/tools/gopls)")
got=$(go list -m -f '{{.Version}}' golang.org/x/tools)
if [ "$want" != "$got" ]; then
	echo "build.sh: gopls $version needs golang.org/x/tools $want, but the build selects $got:" >&2
	echo "build.sh: lower urilint's go.mod requirement (or what requires it) to $want or older" >&2
	exit 1
fi
# The one file we add must still fit the package it goes into: the list
# it appends to and the fields it sets.
settings=$(go list -f '{{.Dir}}' golang.org/x/tools/gopls/internal/settings)
for shape in '^var AllAnalyzers = initAnalyzers()$' \
	'^type Analyzer struct {$' \
	'^	analyzer  *\*analysis.Analyzer$' \
	'^	severity  *protocol.DiagnosticSeverity$'; do
	if ! grep -q "$shape" "$settings/analysis.go"; then
		echo "build.sh: gopls $version's internal/settings/analysis.go has changed shape (no line matching '$shape'); update testdata/gopls/urilint.go.txt" >&2
		exit 1
	fi
done
cp -R "$(go list -m -f '{{.Dir}}' golang.org/x/tools/gopls)" gopls
chmod -R u+w gopls
cp "$here/urilint.go.txt" gopls/internal/settings/urilint.go
go mod edit -replace="golang.org/x/tools/gopls=./gopls"
go list -m golang.org/x/tools/gopls golang.org/x/tools
go build -trimpath -o "$out" golang.org/x/tools/gopls
