#!/usr/bin/env bash
# Runs this checkout's urilint analyzer under Bazel's rules_go nogo and checks
# that nogo reports the two findings that need a dependency's fact: a wrapper
# fact (ws/usewrap calls ws/wrap.Fetch: form) and a resolver fact
# (ws/useresolve calls ws/resolve.Get: join). ws/clean must build. Prints the
# cold and the warm (second, unchanged) times of `bazel build //...`.
# nogo's Pass.ReadFile is left nil, as rules_go v0.33.0 leaves it: a third
# package, crlf (written here, as a CRLF file), checks that urilint then reads
# the file itself and places a finding inside a raw literal on the right byte.
#
# For maintainers, not CI (.ci/run does not run it): it installs Debian's
# Bazel packages and takes minutes (the cold build compiles Go's std twice).
#
# What it runs is the offline route of issue 36, on Debian bookworm with the
# Go module proxy alone: Bazel 4.2.3 (bazel-bootstrap) and the Bazel
# repositories Debian packages; rules_go v0.33.0, the newest that Bazel 4.2.3
# takes, from the module proxy, with rules_go-v0.33.0-go1.26.patch so that it
# works with Go 1.20+ (no std .a files, no cmd/pack) and x/tools v0.47; a
# stand-in for @rules_cc (Debian's is too new for Bazel 4.2.3); and BUILD
# files that genbuild.py writes over module-cache copies of urilint's Go
# dependencies.
#
# usage: testdata/nogo/run.sh     (NOGO_KEEP=1 keeps the scratch directory)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
export GOTOOLCHAIN=local

# Debian's Bazel and the Bazel repositories Debian packages.
debs="bazel-bootstrap bazel-skylib bazel-platforms bazel-rules-java"
missing=
for p in $debs; do
	dpkg -s "$p" >/dev/null 2>&1 || missing="$missing $p"
done
if [ -n "$missing" ]; then
	sudo=
	[ "$(id -u)" = 0 ] || sudo=sudo
	echo "run.sh: installing$missing"
	$sudo apt-get update -qq
	# shellcheck disable=SC2086
	$sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $missing >/dev/null
fi
# The directory of the repository a Debian package holds (its WORKSPACE).
debrepo() {
	local ws
	ws=$(dpkg -L "$1" | grep '/WORKSPACE$' | head -n 1)
	[ -n "$ws" ] || { echo "run.sh: no WORKSPACE in Debian package $1" >&2; exit 1; }
	dirname "$ws"
}

work=$(mktemp -d)
cleanup() {
	if [ -d "$work/bazel-root" ]; then
		(cd "$work/ws" && bazel --output_user_root="$work/bazel-root" shutdown) >/dev/null 2>&1 || true
	fi
	if [ -n "${NOGO_KEEP:-}" ]; then
		echo "run.sh: kept $work"
	else
		chmod -R u+w "$work" 2>/dev/null || true
		rm -rf "$work"
	fi
}
trap cleanup EXIT

# rules_go v0.33.0 from the module proxy, patched.
rules_go=$(cd "$work" && go mod download -json github.com/bazelbuild/rules_go@v0.33.0 |
	sed -n 's/^[[:space:]]*"Dir": "\(.*\)",$/\1/p')
[ -d "$rules_go" ] || { echo "run.sh: go mod download gave no rules_go directory" >&2; exit 1; }
cp -r "$rules_go" "$work/rules_go"
chmod -R u+w "$work/rules_go"
patch -s -p1 -d "$work/rules_go" <"$here/rules_go-v0.33.0-go1.26.patch"

# @rules_cc: @bazel_tools loads these names from it; each forwards to the
# native rule.
mkdir -p "$work/rules_cc/cc"
echo 'workspace(name = "rules_cc")' >"$work/rules_cc/WORKSPACE"
touch "$work/rules_cc/BUILD" "$work/rules_cc/cc/BUILD"
for r in cc_binary cc_library cc_test cc_import cc_proto_library cc_toolchain cc_toolchain_suite objc_library; do
	printf 'def %s(**attrs):\n    native.%s(**attrs)\n\n' "$r" "$r"
done >"$work/rules_cc/cc/defs.bzl"

# This checkout (its working tree, as it is) and urilint's Go dependencies,
# with BUILD files.
mkdir "$work/urilint"
tar -C "$root" --exclude=./.git --exclude=./testdata -cf - . | tar -C "$work/urilint" -xf -
python3 "$here/genbuild.py" "$work/deps" "$work/urilint" >"$work/repos.txt"

# The workspace: ws/ and a WORKSPACE with this machine's paths.
cp -r "$here/ws" "$work/ws"
mkdir "$work/ws/crlf"
printf 'package crlf\r\n\r\nimport "net/url"\r\n\r\nvar _, _ = url.Parse(`http://a/\r\nb%%zz`)\r\n' >"$work/ws/crlf/crlf.go"
printf '%s\n' 'load("@io_bazel_rules_go//go:def.bzl", "go_library")' \
	'go_library(name = "crlf", srcs = ["crlf.go"], importpath = "example.com/nogows/crlf")' >"$work/ws/crlf/BUILD.bazel"
cat >"$work/ws/WORKSPACE" <<EOF
workspace(name = "nogo_urilint")

local_repository(name = "io_bazel_rules_go", path = "$work/rules_go")
local_repository(name = "bazel_skylib", path = "$(debrepo bazel-skylib)")
local_repository(name = "platforms", path = "$(debrepo bazel-platforms)")
local_repository(name = "rules_java", path = "$(debrepo bazel-rules-java)")
local_repository(name = "rules_cc", path = "$work/rules_cc")
$(cat "$work/repos.txt")

load("@io_bazel_rules_go//go:deps.bzl", "go_local_sdk", "go_register_toolchains", "go_rules_dependencies")

go_rules_dependencies()

go_local_sdk(name = "go_sdk", path = "$(go env GOROOT)")

go_register_toolchains(nogo = "@//:urilint_nogo")
EOF

cd "$work/ws"
now() { date +%s.%N; }
# build LOG: bazel build --keep_going //... into LOG; prints its seconds.
# The build is meant to fail (on the two findings); exit 1 is Bazel's
# "build failed", anything else is not the expected run.
build() {
	local start rc=0
	start=$(now)
	bazel --output_user_root="$work/bazel-root" build --keep_going //... >"$1" 2>&1 || rc=$?
	if [ "$rc" -ne 1 ] || ! grep -q 'GoCompilePkg' "$1"; then
		tail -n 60 "$1" >&2
		echo "run.sh: bazel build //... exited $rc, not with the findings' build failure (log above)" >&2
		exit 1
	fi
	echo "$start $(now)" | awk '{printf "%.1f", $2 - $1}'
}
# check LOG: both cross-package findings and crlf's are in LOG, and only they.
check() {
	local ok=1
	grep -E '^usewrap/usewrap\.go:[0-9]+:[0-9]+: .*wrap\.Fetch needs an absolute http or https URL.*\(urilint\)$' "$1" ||
		{ echo "run.sh: MISSING the wrapper-fact finding in usewrap (form: wrap.Fetch needs an absolute http or https URL)" >&2; ok=; }
	grep -E '^useresolve/useresolve\.go:[0-9]+:[0-9]+: .*"users" resolved against "https://api\.example\.com/v2".*\(urilint\)$' "$1" ||
		{ echo "run.sh: MISSING the resolver-fact finding in useresolve (join: \"users\" resolved against \"https://api.example.com/v2\")" >&2; ok=; }
	# Column 33 is the '\n' of the file's "\r\n" inside the raw literal; a
	# urilint that could not read the file would say 32 (the '\r').
	grep -E '^crlf/crlf\.go:5:33: .*"\\n".*\(urilint\)$' "$1" ||
		{ echo "run.sh: MISSING crlf/crlf.go:5:33 (the raw literal's line break, placed by reading the file with Pass.ReadFile nil)" >&2; ok=; }
	if grep -E '^[a-z]+/[a-z]+\.go:[0-9]+:[0-9]+: .*\(urilint\)$' "$1" | grep -vE '^(usewrap/|useresolve/|crlf/crlf\.go:5:33:)' >&2; then
		echo "run.sh: findings other than the expected ones (above)" >&2
		ok=
	fi
	[ -n "$ok" ] || { echo "run.sh: log: $1 (NOGO_KEEP=1 keeps it)" >&2; exit 1; }
}
cold=$(build "$work/cold.log")
check "$work/cold.log"
warm=$(build "$work/warm.log")
check "$work/warm.log" >/dev/null
bazel --output_user_root="$work/bazel-root" build //clean //wrap //resolve >"$work/clean.log" 2>&1 ||
	{ tail -n 40 "$work/clean.log" >&2; echo "run.sh: the packages without findings do not build" >&2; exit 1; }
echo "run.sh: nogo reported both cross-package findings, and crlf's with Pass.ReadFile nil; //clean, //wrap and //resolve build"
echo "run.sh: bazel build //... cold ${cold}s, warm ${warm}s"
