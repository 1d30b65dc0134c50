#!/usr/bin/env bash
# Measures the standalone linter's wall time and peak RSS (/usr/bin/time)
# on DEV corpus modules and prints a table:
#
#   checker     urilint ./... with URILINT_DRIVER=checker: the x/tools
#               checker in one process, every package from source (the
#               driver before go vet underneath; it caches nothing)
#   cold        urilint ./... with an empty GOCACHE (export data built)
#   warm        the same again, nothing changed
#   leaf-edit   after appending a comment to a file of a package that no
#               other package of the module imports
#   go-vet      go vet -vettool=urilint ./... on the warm cache (its vet
#               results are its own: urilint ./... passes another flag)
#   staticcheck staticcheck -checks SA1007 ./... with an empty GOCACHE and
#               an empty staticcheck cache
#   golangci    golangci-lint run with only urilint enabled (a binary built
#               by testdata/golangci/build.sh, named by GOLANGCI; the row is
#               left out without it), with an empty GOCACHE and lint cache
#   source      urilint ./... with URILINT_DRIVER=source: every package
#               type-checked from source once, in dependency order, its
#               findings, facts and export data kept in urilint's own
#               cache (URILINT_CACHE): -cold with both caches empty,
#               -built after go build ./... with its own cache empty,
#               -warm the same again, -leaf-edit after the leaf edit below
#
# The cold runs of urilint, go vet, staticcheck and golangci-lint are
# measured twice: fully cold (-cold rows: empty GOCACHE) and after
# go build ./... (-built rows: the usual CI order, the build's cache
# kept, the tool's own cache empty).
#
# Wall and CPU (user+system, of the process and every child it waited
# for: the checker row's child, go vet's vet processes) in seconds; peak
# RSS of the largest single process (time's %M), the measure of what
# one CI runner must hold. Run it on an otherwise idle machine.
#
# This script reaches outside the module: the corpus comes from
# ../shared/corpus/fetch-dev.sh (WITH_DEPS=1), a sibling folder of the
# checkout; without it, and without a fetched corpus, it stops.
#
# usage: testdata/bench/run.sh [MODULE...]   (default: caddy prometheus std)
#   CORPUS  corpus cache (default ~/.cache/urilint-corpus)
#   SHARED  the shared folder (default ../shared beside the checkout)
#   ROWS    the groups of rows to run (default: all of checker source
#           urilint warm go-vet staticcheck golangci; warm is warm and
#           leaf-edit, after the urilint rows have filled the cache)
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
CORPUS=${CORPUS:-$HOME/.cache/urilint-corpus}
SHARED=${SHARED:-$root/../shared}
if [ ! -f "$CORPUS/pinned.txt" ]; then
	[ -f "$SHARED/corpus/fetch-dev.sh" ] || {
		echo "run.sh: no corpus in $CORPUS and no $SHARED/corpus/fetch-dev.sh (the shared folder outside the module is missing)" >&2
		exit 1
	}
	WITH_DEPS=1 bash "$SHARED/corpus/fetch-dev.sh" "$CORPUS"
fi
[ -x /usr/bin/time ] || { echo "run.sh: needs /usr/bin/time (apt-get install time)" >&2; exit 1; }
staticcheck=$(command -v staticcheck || echo "$(go env GOPATH)/bin/staticcheck")
[ -x "$staticcheck" ] || { echo "run.sh: needs staticcheck (go install honnef.co/go/tools/cmd/staticcheck@latest)" >&2; exit 1; }
modules=("$@")
[ ${#modules[@]} -gt 0 ] || modules=(caddy prometheus std)

work=$(mktemp -d)
leaf=
# The leaf edit is undone even if the script stops half-way (for std, the
# file is in GOROOT).
trap '[ -n "$leaf" ] && [ -f "$work/leaf.orig" ] && cp "$work/leaf.orig" "$leaf"; rm -rf "$work"' EXIT
bin=$work/urilint
(cd "$root" && go build -o "$bin" ./cmd/urilint)
export GOPATH=$CORPUS/gopath GOMODCACHE=$CORPUS/gopath/pkg/mod GOFLAGS=-mod=mod GOWORK=off GOTOOLCHAIN=local GOPROXY=off

# measure NAME CMD...: runs CMD in the current directory, prints a row.
measure() {
	local name=$1
	shift
	local status=0
	/usr/bin/time -f '%e %U %S %M' -o "$work/time" "$@" >"$work/out" 2>&1 || status=$?
	# time prints "Command exited with non-zero status N" first then.
	read -r secs user sys kb < <(tail -n 1 "$work/time")
	# status 3 (urilint) and 1 (go vet, staticcheck, golangci-lint) mean findings.
	printf '%-12s %-16s %9s %9s %9d %6d\n' "$module" "$name" "$secs" "$(echo "$user + $sys" | bc)" $((kb / 1024)) "$status"
}

# cold NAME CMD...: measures CMD fully cold, then after go build ./...
cold() {
	local name=$1
	shift
	rm -rf "$GOCACHE" "$work/sc" "$work/gl"
	STATICCHECK_CACHE=$work/sc GOLANGCI_LINT_CACHE=$work/gl measure "$name-cold" "$@"
	rm -rf "$GOCACHE" "$work/sc" "$work/gl"
	go build ./... >/dev/null 2>&1 || true
	STATICCHECK_CACHE=$work/sc GOLANGCI_LINT_CACHE=$work/gl measure "$name-built" "$@"
}

[ -x /usr/bin/bc ] || command -v bc >/dev/null || { echo "run.sh: needs bc (apt-get install bc)" >&2; exit 1; }
golangci=${GOLANGCI:-}
ROWS=" ${ROWS:-checker source urilint warm go-vet staticcheck golangci} "
# row GROUP: whether ROWS names GROUP.
row() { [[ $ROWS == *" $1 "* ]]; }
printf '%-12s %-16s %9s %9s %9s %6s\n' module run wall_s cpu_s rss_mb exit
for module in "${modules[@]}"; do
	if [ "$module" = std ]; then
		dir=$(go env GOROOT)/src
	else
		src=$(awk -F'\t' -v m="$module" '$1 == m { print $5 }' "$CORPUS/pinned.txt")
		[ -n "$src" ] && [ -f "$src/go.mod" ] || { echo "run.sh: no module $module in $CORPUS/pinned.txt" >&2; continue; }
		dir=$work/$module
		cp -r "$src" "$dir" && chmod -R u+w "$dir"
	fi
	cd "$dir"
	# A leaf: a package of the module that none of its packages imports.
	leaf=$(go list -e -f '{{.ImportPath}} {{.Dir}} {{join .GoFiles ","}} {{join .Imports " "}}' ./... 2>/dev/null | awk '
		{ dir[$1] = $2; files[$1] = $3; for (i = 4; i <= NF; i++) imported[$i] = 1 }
		END { for (p in dir) if (!imported[p] && files[p] != "") { split(files[p], f, ","); print dir[p] "/" f[1]; exit } }')
	export GOCACHE=$work/gocache-$module
	if row checker; then measure checker env URILINT_DRIVER=checker "$bin" ./...; fi
	if row source; then
		export URILINT_CACHE=$work/urilint-cache
		rm -rf "$GOCACHE" "$URILINT_CACHE"
		measure source-cold env URILINT_DRIVER=source "$bin" ./...
		rm -rf "$GOCACHE" "$URILINT_CACHE"
		go build ./... >/dev/null 2>&1 || true
		measure source-built env URILINT_DRIVER=source "$bin" ./...
		measure source-warm env URILINT_DRIVER=source "$bin" ./...
		cp "$leaf" "$work/leaf.orig"
		echo "// an edit by testdata/bench/run.sh" >>"$leaf"
		measure source-leaf-edit env URILINT_DRIVER=source "$bin" ./...
		cp "$work/leaf.orig" "$leaf"
		rm -rf "$work/leaf.orig" "$URILINT_CACHE"
		unset URILINT_CACHE
	fi
	if row urilint; then cold urilint "$bin" ./...; fi
	if row warm; then
		measure warm "$bin" ./...
		cp "$leaf" "$work/leaf.orig"
		echo "// an edit by testdata/bench/run.sh" >>"$leaf"
		measure leaf-edit "$bin" ./...
		cp "$work/leaf.orig" "$leaf"
		rm "$work/leaf.orig"
	fi
	if row go-vet; then cold go-vet go vet -vettool="$bin" ./...; fi
	if row staticcheck; then cold staticcheck "$staticcheck" -checks SA1007 ./...; fi
	if [ -n "$golangci" ] && row golangci; then
		printf 'version: "2"\nlinters:\n  default: none\n  enable: [urilint]\n  settings:\n    custom:\n      urilint:\n        type: "module"\n' >"$work/golangci.yml"
		cold golangci "$golangci" run -c "$work/golangci.yml" ./...
	fi
	rm -rf "$GOCACHE" "$work/sc" "$work/gl"
	cd "$root"
done
