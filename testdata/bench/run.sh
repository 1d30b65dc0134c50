#!/usr/bin/env bash
# Measures urilint ./... against the other ways of running a linter on a
# module, on DEV corpus modules, with /usr/bin/time, and prints one table:
# for each module, each tool below in three states,
#
#   cold        nothing cached: an empty GOCACHE and an empty cache of the
#               tool's own (URILINT_CACHE, STATICCHECK_CACHE,
#               GOLANGCI_LINT_CACHE)
#   warm        the same command again, nothing changed
#   leaf-edit   after appending a comment line to a Go file of a package
#               that no other package of the module imports (not even a
#               test), on the warm caches; the file is restored after the
#               row (and by a trap if the script stops half-way: for std
#               the file is in GOROOT)
#
# and the tools, in the order they run (each tool's cold row empties
# GOCACHE, so every tool pays for its own compiling):
#
#   urilint     urilint ./... with its default driver (the go command only
#               lists the packages; urilint type-checks them from source in
#               dependency order, its findings, facts and export data in
#               URILINT_CACHE, kept in the script's temporary folder)
#   go-list     floor, warm only: the go list command urilint's go/packages
#               call runs (-e -json=<its fields> -compiled=true -test=true
#               -export=false -deps=true -find=false -buildvcs=false
#               -pgo=off -- ./...), copied from an untimed urilint run with
#               a go wrapper first in PATH, so it follows go/packages and
#               the driver's load mode; no go/packages-based tool runs in
#               less time than this on a warm GOCACHE
#   go-vet      go vet -vettool=urilint ./... (go vet's machinery: export
#               data compiled, each package analyzed in its own process,
#               results in GOCACHE)
#   staticcheck staticcheck -checks SA1007 ./... (staticcheck's own loader
#               and cache; one check, so the cost is its machinery's)
#   golangci    golangci-lint run with only urilint enabled, the binary
#               named by GOLANGCI (built there by testdata/golangci/build.sh
#               if it is missing: minutes, from the Go module proxy); its
#               rows are left out, with a note, when GOLANGCI is unset
#
# Columns: wall and CPU (user+system, of the process and every child it
# waited for: go vet's vet and compile processes) in seconds; peak RSS of
# the largest single process (time's %M) in MB, the measure of what one
# CI runner must hold; the exit status (urilint 3, go vet, staticcheck and
# golangci-lint 1 mean findings). After the table, the goals of each
# module, computed from the rows:
#
#   urilint cold wall <= go-vet cold wall / 10
#   urilint warm wall <= go-list floor wall x 1.5
#   urilint peak RSS (largest of its three rows) <= 1536 MB
#
# each "ok" or "MISSED" with its numbers; then notes (the leaf files, the
# floor command, rows left out, the load average before and after). Run
# it on an otherwise idle machine: a loaded one shows in the load average.
#
# This script reaches outside the module: the corpus comes from
# ../shared/corpus/fetch-dev.sh (WITH_DEPS=1), a sibling folder of the
# checkout; without it, and without a fetched corpus, it stops.
#
# usage: testdata/bench/run.sh [MODULE...]   (default: caddy prometheus;
#        std, GOROOT/src, on request)
#   CORPUS   corpus cache (default ~/.cache/urilint-corpus)
#   SHARED   the shared folder (default ../shared beside the checkout)
#   GOLANGCI golangci-lint built with urilint (no golangci rows without it)
#   TOOLS    the tools to run (default: urilint go-list go-vet staticcheck
#            golangci)
#   SKIP     rows to leave out, each MODULE/TOOL/STATE, e.g.
#            SKIP="prometheus/staticcheck/warm prometheus/staticcheck/leaf-edit"
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
CORPUS=${CORPUS:-$HOME/.cache/urilint-corpus}
SHARED=${SHARED:-$root/../shared}
load_start=$(uptime)
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
golangci=${GOLANGCI:-}
if [ -n "$golangci" ] && [ ! -x "$golangci" ]; then
	# Before GOPROXY=off below: the build fetches golangci-lint.
	echo "run.sh: building $golangci with testdata/golangci/build.sh" >&2
	"$root/testdata/golangci/build.sh" "$golangci" >&2
fi
# Absolute: the rows run in each module's folder.
[ -z "$golangci" ] || golangci=$(cd "$(dirname "$golangci")" && pwd)/$(basename "$golangci")
modules=("$@")
[ ${#modules[@]} -gt 0 ] || modules=(caddy prometheus)
TOOLS=" ${TOOLS:-urilint go-list go-vet staticcheck golangci} "
SKIP=" ${SKIP:-} "

work=$(mktemp -d)
leaf=
trap '[ -n "$leaf" ] && [ -f "$work/leaf.orig" ] && cp "$work/leaf.orig" "$leaf"; rm -rf "$work"' EXIT
bin=$work/urilint
(cd "$root" && go build -o "$bin" ./cmd/urilint)
# A go that keeps the arguments of each go list it runs (NUL-separated,
# one file each), in front of the real one: what go/packages asks.
realgo=$(command -v go)
mkdir "$work/shim" "$work/golist"
printf '#!/usr/bin/env bash\nif [ "$1" = list ]; then printf "%%s\\0" "$@" >"$(mktemp "%s/list.XXXXXX")"; fi\nexec %q "$@"\n' \
	"$work/golist" "$realgo" >"$work/shim/go"
chmod +x "$work/shim/go"
export GOPATH=$CORPUS/gopath GOMODCACHE=$CORPUS/gopath/pkg/mod GOFLAGS=-mod=mod GOWORK=off GOTOOLCHAIN=local GOPROXY=off
export URILINT_CACHE=$work/urilint-cache STATICCHECK_CACHE=$work/staticcheck-cache GOLANGCI_LINT_CACHE=$work/golangci-cache
unset URILINT_DRIVER # the default driver
printf 'version: "2"\nlinters:\n  default: none\n  enable: [urilint]\n  settings:\n    custom:\n      urilint:\n        type: "module"\n' >"$work/golangci.yml"

declare -A wall rss
notes=()
# measure TOOL STATE CMD...: runs CMD in the current directory, prints a
# row and keeps its wall time and RSS for the goals.
measure() {
	local tool=$1 state=$2
	shift 2
	if [[ $SKIP == *" $module/$tool/$state "* ]]; then
		notes+=("$module $tool $state: left out (SKIP)")
		return
	fi
	local status=0 secs user sys kb
	/usr/bin/time -f '%e %U %S %M' -o "$work/time" "$@" >"$work/out" 2>&1 || status=$?
	# time prints "Command exited with non-zero status N" first then.
	read -r secs user sys kb < <(tail -n 1 "$work/time")
	wall[$module/$tool/$state]=$secs
	rss[$module/$tool/$state]=$((kb / 1024))
	printf '%-11s %-12s %-10s %8s %8s %7d %5d\n' "$module" "$tool" "$state" "$secs" \
		"$(awk -v u="$user" -v s="$sys" 'BEGIN { printf "%.2f", u + s }')" $((kb / 1024)) "$status"
	# An exit status other than findings: keep the first lines of what it said.
	case $tool/$status in
	*/0 | urilint/3 | go-vet/1 | staticcheck/1 | golangci/1) ;;
	*) notes+=("$module $tool $state: exit $status: $(head -c 300 "$work/out" | tr '\n' ' ')") ;;
	esac
}

# edit: appends a comment line to the leaf file; restore undoes it.
edit() {
	cp "$leaf" "$work/leaf.orig"
	echo "// an edit by testdata/bench/run.sh" >>"$leaf"
}
restore() {
	cp "$work/leaf.orig" "$leaf"
	rm "$work/leaf.orig"
}

# states TOOL CMD...: the cold, warm and leaf-edit rows of CMD.
states() {
	local tool=$1
	shift
	rm -rf "$GOCACHE" "$URILINT_CACHE" "$STATICCHECK_CACHE" "$GOLANGCI_LINT_CACHE"
	measure "$tool" cold "$@"
	measure "$tool" warm "$@"
	edit
	measure "$tool" leaf-edit "$@"
	restore
}

want() { [[ $TOOLS == *" $1 "* ]]; }
[ -n "$golangci" ] || ! want golangci || notes+=("golangci rows left out: GOLANGCI is unset")
printf '%-11s %-12s %-10s %8s %8s %7s %5s\n' module tool state wall_s cpu_s rss_mb exit
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
	export GOCACHE=$work/gocache
	# A leaf: the first package of the module (in import path order) that
	# none of its packages or their tests imports, its first Go file.
	leaf=$(go list -e -f $'{{.ImportPath}}\t{{.Dir}}\t{{join .GoFiles ","}}\t{{join .Imports " "}} {{join .TestImports " "}} {{join .XTestImports " "}}' ./... 2>/dev/null | awk -F'\t' '
		{ n++; path[n] = $1; dir[$1] = $2; files[$1] = $3; k = split($4, imp, " "); for (i = 1; i <= k; i++) imported[imp[i]] = 1 }
		END { for (i = 1; i <= n; i++) { p = path[i]; if (!imported[p] && files[p] != "") { split(files[p], f, ","); print dir[p] "/" f[1]; exit } } }')
	[ -n "$leaf" ] && [ -f "$leaf" ] || { echo "run.sh: no leaf package in $module (${leaf:-none found})" >&2; exit 1; }
	notes+=("$module leaf file: ${leaf#"$dir"/}")
	if want urilint; then states urilint "$bin" ./...; fi
	if want go-list; then
		# urilint once more, untimed, through the go wrapper: it also
		# warms GOCACHE for the go list that follows (cgo's files).
		rm -f "$work/golist"/list.*
		PATH=$work/shim:$PATH "$bin" ./... >/dev/null 2>&1 || true
		list=$(grep -lzx -e '-deps=true' "$work/golist"/list.* 2>/dev/null | head -n 1 || true)
		if [ -n "$list" ]; then
			mapfile -d '' -t floor <"$list"
			notes+=("$module go-list floor: go ${floor[*]}")
			measure go-list warm go "${floor[@]}"
		else
			notes+=("$module go-list: urilint ran no go list -deps=true; no floor row")
		fi
	fi
	if want go-vet; then states go-vet go vet -vettool="$bin" ./...; fi
	if want staticcheck; then states staticcheck "$staticcheck" -checks SA1007 ./...; fi
	if [ -n "$golangci" ] && want golangci; then states golangci "$golangci" run -c "$work/golangci.yml" ./...; fi
	rm -rf "$GOCACHE" "$URILINT_CACHE" "$STATICCHECK_CACHE" "$GOLANGCI_LINT_CACHE"
	leaf=
	cd "$root"
done

# goal NAME OK DETAIL: prints a goal's line.
goal() { printf '  %-28s %-7s %s\n' "$1" "$([ "$2" = 1 ] && echo ok || echo MISSED)" "$3"; }
# le A B: 1 if A <= B (decimals), else 0.
le() { awk -v a="$1" -v b="$2" 'BEGIN { print (a <= b) ? 1 : 0 }'; }
echo
echo goals:
for module in "${modules[@]}"; do
	echo "$module"
	u=${wall[$module/urilint/cold]:-} v=${wall[$module/go-vet/cold]:-}
	if [ -n "$u" ] && [ -n "$v" ]; then
		goal "cold <= go vet cold / 10" "$(le "$u" "$(awk -v v="$v" 'BEGIN { print v / 10 }')")" \
			"$u s vs $v s / 10 = $(awk -v v="$v" 'BEGIN { printf "%.2f", v / 10 }') s (go vet / urilint = $(awk -v u="$u" -v v="$v" 'BEGIN { printf "%.1f", v / u }')x)"
	else
		echo "  cold <= go vet cold / 10     n/a (a row is missing)"
	fi
	u=${wall[$module/urilint/warm]:-} f=${wall[$module/go-list/warm]:-}
	if [ -n "$u" ] && [ -n "$f" ]; then
		goal "warm <= go list floor x 1.5" "$(le "$u" "$(awk -v f="$f" 'BEGIN { print f * 1.5 }')")" \
			"$u s vs $f s x 1.5 = $(awk -v f="$f" 'BEGIN { printf "%.2f", f * 1.5 }') s (urilint / floor = $(awk -v u="$u" -v f="$f" 'BEGIN { printf "%.2f", u / f }')x)"
	else
		echo "  warm <= go list floor x 1.5  n/a (a row is missing)"
	fi
	m=
	for s in cold warm leaf-edit; do
		r=${rss[$module/urilint/$s]:-}
		if [ -n "$r" ] && { [ -z "$m" ] || [ "$r" -gt "$m" ]; }; then m=$r; fi
	done
	if [ -n "$m" ]; then
		goal "peak RSS <= 1536 MB" "$([ "$m" -le 1536 ] && echo 1 || echo 0)" "$m MB"
	else
		echo "  peak RSS <= 1536 MB          n/a (no urilint row)"
	fi
done
echo
echo notes:
for n in "${notes[@]}"; do echo "  $n"; done
echo "  load before: $load_start"
echo "  load after:  $(uptime)"
