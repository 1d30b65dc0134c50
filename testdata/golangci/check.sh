#!/usr/bin/env bash
# Runs a golangci-lint built with urilint (build.sh) on the demo package
# with .golangci.example.yml, as a user would, and checks what it prints:
#
#  1. exactly the findings of want.txt: category and position;
#  2. no secret in the output;
#  3. //nolint:urilint suppresses the finding of its line, and only that;
#  4. --fix applies exactly one fix per fixable finding (the package has a
#     test file, so golangci-lint sees it twice: as itself and as its test
#     variant), the result builds, and a second run has no fixable finding.
#
# usage: testdata/golangci/check.sh [GOLANGCI_LINT]
# Without an argument it builds the binary first with build.sh.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

bin=${1:-}
if [ -z "$bin" ]; then
	# Built by a relative path from the repository root, as the README
	# says, so that a relative OUT is tested; the absolute path is used below.
	start=$SECONDS
	rel=$(realpath --relative-to="$root" "$work")/golangci-lint
	(cd "$root" && "$here/build.sh" "$rel")
	bin=$work/golangci-lint
	[ -x "$bin" ] || { echo "check.sh: build.sh $rel left no binary" >&2; exit 1; }
	echo "check.sh: built golangci-lint with urilint in $((SECONDS - start))s"
	# And by an absolute path, from elsewhere (warm: it links again only).
	(cd / && "$here/build.sh" "$work/abs/golangci-lint")
	[ -x "$work/abs/golangci-lint" ] || { echo "check.sh: build.sh with an absolute OUT left no binary" >&2; exit 1; }
fi
bin=$(cd "$(dirname "$bin")" && pwd)/$(basename "$bin")
export GOLANGCI_LINT_CACHE=$work/cache # results of this run only

fail() {
	echo "check.sh: FAIL: $*" >&2
	exit 1
}

# The fixture: the demo package as a module of its own, a test file, and a
# file of fixable findings (two on one line).
demo=$work/demo
mkdir "$demo"
cp "$root/testdata/demo/demo.go" "$demo/"
cp "$root/.golangci.example.yml" "$demo/.golangci.yml"
printf 'module example.com/demo\n\ngo 1.26\n' >"$demo/go.mod"
cat >"$demo/demo_test.go" <<'EOF'
package demo

import "testing"

func TestAPI(t *testing.T) {
	if API == "" {
		t.Fatal("empty")
	}
}
EOF
cat >"$demo/fix.go" <<'EOF'
package demo

import "net/url"

// Two fixable findings on one line, and one that only a trim repairs
// (white space is a slip where a URI use reads the string).
const Upper, Port = "HTTP://a.example/", "http://b.example:80/x"

const Spaced = " https://c.example/"

var spaced, _ = url.Parse(Spaced)
EOF
cd "$demo"

# lint prints the findings as sorted "file:line:col: category" lines.
lint() {
	local out rc=0
	out=$("$bin" run --output.text.path=stdout --output.text.print-issued-lines=false \
		--output.text.colors=false --show-stats=false "$@" ./... 2>"$work/stderr") || rc=$?
	if [ $rc -ne 0 ] && [ $rc -ne 1 ]; then
		cat "$work/stderr" >&2
		fail "golangci-lint exited $rc"
	fi
	printf '%s\n' "$out" >"$work/raw"
	if grep -q 'not-a-real-password' "$work/raw" "$work/stderr"; then
		fail "the demo's password appears in golangci-lint's output"
	fi
	# demo.go:12:77: malformed: malformed URI: ... (urilint)
	sed -n 's/^\([^:]*:[0-9]*:[0-9]*\): \([a-z]*\): .* (urilint)$/\1: \2/p' "$work/raw" | sort
}

# expect FILE: turns want lines (category, text) into sorted
# "file:line:col: category" lines, finding each text once in FILE.
expect() {
	local file=$1 cat text hits
	while IFS=$'\t' read -r cat text; do
		case $cat in '' | '#'*) continue ;; esac
		hits=$(grep -cF -- "$text" "$file" || true)
		[ "$hits" = 1 ] || fail "want.txt: \"$text\" occurs $hits times in $file, want once"
		awk -v t="$text" -v c="$cat" -v f="$file" \
			'index($0, t) { printf "%s:%d:%d: %s\n", f, NR, index($0, t), c }' "$file"
	done
}

compare() { # what got want
	if ! diff -u "$work/$3" "$work/$2" >"$work/diff"; then
		cat "$work/raw" >&2
		cat "$work/diff" >&2
		fail "$1: findings differ from the expected ones (diff -u want got above)"
	fi
	echo "check.sh: ok: $1 ($(wc -l <"$work/$2") findings)"
}

{
	grep -v '^#' "$here/want.txt" | expect demo.go
	printf '%s\n' 'typo	 https://c.example/' 'nonnormal	HTTP://a.example/' 'nonnormal	:80/x"' | expect fix.go
} | sort >"$work/want"

# 1, 2: the findings.
lint >"$work/got"
compare "findings on the demo" got want

# 2: the example configuration alone keeps the password out of the text
# output, which otherwise echoes each finding's source line.
echo_out=$("$bin" run --output.text.colors=false --show-stats=false ./... 2>&1) || true
grep -q 'credentials' <<<"$echo_out" || fail "the demo's credentials finding is missing from the default text output"
if grep -q 'not-a-real-password' <<<"$echo_out"; then
	fail "golangci-lint's default text output prints the password with .golangci.example.yml"
fi
echo_out=$("$bin" run --output.text.colors=false --output.text.print-issued-lines=true --show-stats=false ./... 2>&1) || true
grep -q 'not-a-real-password' <<<"$echo_out" || fail "the source-line echo no longer shows the demo's line: the check above proves nothing"
echo "check.sh: ok: the example configuration keeps the password out of golangci-lint's text output"

# 3: //nolint:urilint on the nonnormal line of the demo.
cp demo.go "$work/demo.go.orig"
sed -i 's|^\(const Home = .*\)$|\1 //nolint:urilint // the demo shows suppression|' demo.go
grep -q 'nolint:urilint' demo.go || fail "could not add //nolint:urilint to the demo"
grep -q '^demo.go:.*nonnormal$' "$work/want" || fail "want.txt has no nonnormal finding in demo.go"
grep -v '^demo.go:.*: nonnormal$' "$work/want" >"$work/want.nolint"
lint >"$work/got.nolint"
compare "//nolint:urilint" got.nolint want.nolint
cp "$work/demo.go.orig" demo.go

# 4: --fix. The normalized forms follow RFC 3986 section 6.2.2: lower-case
# scheme and host, %7E decoded to '~', the default port dropped; the trim
# removes the leading space only.
cp fix.go "$work/fix.go.orig"
lint --fix >/dev/null
sed 's|^const Home = "HTTP://Example.com:80/%7euser/"$|const Home = "http://example.com/~user/"|' \
	"$work/demo.go.orig" >"$work/demo.go.fixed"
cmp -s "$work/demo.go.fixed" "$work/demo.go.orig" && fail "the demo's Home line was not found to fix"
cat >"$work/fix.go.fixed" <<'EOF'
package demo

import "net/url"

// Two fixable findings on one line, and one that only a trim repairs
// (white space is a slip where a URI use reads the string).
const Upper, Port = "http://a.example/", "http://b.example/x"

const Spaced = "https://c.example/"

var spaced, _ = url.Parse(Spaced)
EOF
diff -u "$work/demo.go.fixed" demo.go || fail "--fix: demo.go is not the demo with its one fix applied"
diff -u "$work/fix.go.fixed" fix.go || fail "--fix: fix.go is not fix.go with its three fixes applied once each"
go build ./... || fail "--fix: the fixed package does not build"
go vet ./... || fail "--fix: the fixed package does not vet"
echo "check.sh: ok: --fix applied 4 fixes once each, and the result builds"
grep -v -e ': nonnormal$' -e '^fix.go:.*: typo$' "$work/want" >"$work/want.fixed"
lint >"$work/got.fixed"
compare "after --fix" got.fixed want.fixed
