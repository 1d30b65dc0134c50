#!/usr/bin/env bash
# Runs the README's commands, each in a clean scratch copy, and installs
# and runs urilint in a scratch module as a Go user will once the module
# is published, with this checkout standing in for it (a replace).
#
# The README's blocks, read from README.md (the fenced block after each
# "<!-- check: NAME -->" line), so that what it shows is what runs:
#
#  a. "clone install" in a copy of this checkout (no .git, as a clone's
#     work tree): go install ./cmd/... puts urilint, uri and urilint-lsp
#     in GOBIN, and urilint -version runs;
#  b. "example code" in a scratch module, with the urilint of a.: the
#     command and output of "example output", exactly, exit status 3;
#  c. "clone tool" in a scratch module pointed at a second copy of this
#     checkout: each line from its own shell, go mod edit and go mod tidy
#     succeed, go tool urilint ./... exits 3 and go vet -vettool 1, each
#     with the example's findings;
#  d. "sinks code" in a scratch module example.com/api: without -sinks no
#     finding, with the command of "sinks output" exactly that output.
#
# The published ways in, through the replace:
#
#  1. go get -tool, then go tool urilint ./... (exit status 3, the finding);
#  2. go vet -vettool=$(go tool -n urilint) ./... (the finding, vet's status 1);
#  3. go install, then urilint ./...;
#  4. pre-commit (Debian's, or any on PATH) with the hook of
#     .pre-commit-hooks.yaml, from this checkout as it stands: fails on
#     the finding, passes once it is fixed.
#
# usage: testdata/install/check.sh     (needs the module proxy; pre-commit
# is skipped with a note when it is not on PATH, unless
# URILINT_PRECOMMIT=required)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
work=$(mktemp -d)
trap 'chmod -R u+w "$work" 2>/dev/null; rm -rf "$work"' EXIT
fail() { echo "install check: $*" >&2; exit 1; }
export GOWORK=off GOFLAGS=-modcacherw

# block NAME prints the README's fenced block that follows the line
# "<!-- check: NAME -->", without its fences; it fails if there is none.
block() {
	local text
	text=$(awk -v mark="<!-- check: $1 -->" '
		$0 == mark { state = 1; next }
		state == 1 && /^```/ { state = 2; next }
		state == 2 && /^```/ { exit }
		state == 2 { print }' "$root/README.md")
	[ -n "$text" ] || fail "README.md has no block after <!-- check: $1 -->"
	printf '%s\n' "$text"
}

# copy DIR makes DIR a clean copy of this checkout, as a clone's work tree.
copy() {
	mkdir -p "$1"
	tar -C "$root" --exclude=.git -cf - . | tar -C "$1" -xf -
}

# console NAME DIR runs, from DIR, the command of the README's console
# block NAME (its first line, after "$ ") and checks that it prints the
# rest of the block, exactly, and exits with status 3 (findings).
console() {
	local name=$1 dir=$2 cmd want status=0
	cmd=$(block "$name" | sed -n '1s/^\$ //p')
	[ -n "$cmd" ] || fail "the block $name does not start with a \"\$ \" command"
	want=$(block "$name" | sed 1d)
	(cd "$dir" && bash -c "$cmd") >"$work/$name.log" 2>&1 || status=$?
	[ "$status" -eq 3 ] || { cat "$work/$name.log" >&2; fail "$cmd (README, $name) exited $status, want 3"; }
	[ "$(cat "$work/$name.log")" = "$want" ] || {
		diff <(echo "$want") "$work/$name.log" >&2 || true
		fail "$cmd (README, $name) printed other than the README shows"
	}
}

# a. The README's install from a clone.
clone1=$work/clone1
copy "$clone1"
export GOBIN=$work/bin
(cd "$clone1" && PATH=$GOBIN:$PATH bash -euo pipefail -c "$(block "clone install")") >"$work/clone-install.log" 2>&1 ||
	{ cat "$work/clone-install.log" >&2; fail "the README's install from a clone failed"; }
for cmd in urilint uri urilint-lsp; do
	[ -x "$GOBIN/$cmd" ] || fail "the README's install from a clone did not install $cmd"
done
grep -q '^urilint version ' "$work/clone-install.log" || { cat "$work/clone-install.log" >&2; fail "urilint -version printed no version"; }
unset GOBIN
export PATH=$work/bin:$PATH

# b. The README's example, with that urilint.
example=$work/example
mkdir -p "$example"
(cd "$example" && go mod init example.com/hello) >/dev/null 2>&1
block "example code" >"$example/main.go"
console "example output" "$example"

# c. The README's go tool and go vet -vettool, from a module pointed at
# a second clean copy (the README's /path/to/urilint), each line from
# its own shell, as a user pastes them.
clone2=$work/clone2
copy "$clone2"
tool=$work/tool
mkdir -p "$tool"
(cd "$tool" && go mod init example.com/hello) >/dev/null 2>&1
cp "$example/main.go" "$tool/main.go"
dir=$work
n=0
while IFS= read -r line; do
	n=$((n + 1))
	line=${line//\/path\/to\/your\/module/$tool}
	line=${line//\/path\/to\/urilint/$clone2}
	case $line in
	"cd "*) dir=${line#cd }; continue ;;
	"go tool urilint "*) want=3 ;;
	"go vet "*) want=1 ;;
	*) want=0 ;;
	esac
	status=0
	(cd "$dir" && env PATH="${PATH#$work/bin:}" bash -c "$line") </dev/null >"$work/tool.$n.log" 2>&1 || status=$?
	[ "$status" -eq "$want" ] || { cat "$work/tool.$n.log" >&2; fail "$line (README, clone tool) exited $status, want $want"; }
	if [ "$want" -ne 0 ]; then
		# Every finding of the example, in go vet's format.
		while IFS= read -r finding; do
			grep -qxF "$finding" "$work/tool.$n.log" || { cat "$work/tool.$n.log" >&2; fail "$line (README, clone tool) did not report: $finding"; }
		done < <(block "example output" | grep '^main\.go:')
	fi
done < <(block "clone tool")
[ "$n" -gt 0 ] || fail "the README's clone tool block is empty"
grep -q '^tool github.com/urilint/urilint/cmd/urilint$' "$tool/go.mod" || fail "the README's clone tool block left no tool line in go.mod"

# d. The README's -sinks example: no finding without the entry, the
# README's with it.
sinks=$work/sinks
mkdir -p "$sinks"
(cd "$sinks" && go mod init example.com/api) >/dev/null 2>&1
block "sinks code" >"$sinks/api.go"
status=0
(cd "$sinks" && urilint ./...) >"$work/nosinks.log" 2>&1 || status=$?
[ "$status" -eq 0 ] || { cat "$work/nosinks.log" >&2; fail "urilint without -sinks exited $status on the README's sinks example, want 0"; }
console "sinks output" "$sinks"

mod=$work/try
mkdir -p "$mod"
cat >"$mod/main.go" <<'GO'
package main

import "net/http"

func main() { http.Get("localhost:8080/health") }
GO
want='main.go:5:.*form: net/http.Get needs an absolute http or https URL'
cd "$mod"
go mod init example.com/try >/dev/null 2>&1
# The checkout stands in for the published module at a version of its own.
go mod edit -require=github.com/urilint/urilint@v0.0.0 -replace "github.com/urilint/urilint=$root"

# 1. A tool of the module.
# go get -tool github.com/urilint/urilint/cmd/urilint@latest is what a
# user runs; with the module replaced, the same line goes through go.mod
# (go get would also ask the proxy whether .../cmd/urilint is a module of
# its own, which a proxy may refuse).
go mod edit -tool=github.com/urilint/urilint/cmd/urilint
go mod tidy >"$work/get.log" 2>&1 || { cat "$work/get.log" >&2; fail "go mod tidy of the tool failed"; }
status=0
go tool urilint ./... >"$work/tool.log" 2>&1 || status=$?
[ "$status" -eq 3 ] || { cat "$work/tool.log" >&2; fail "go tool urilint exited $status, want 3"; }
grep -q "$want" "$work/tool.log" || { cat "$work/tool.log" >&2; fail "go tool urilint did not report the finding"; }

# 2. Under go vet.
status=0
go vet -vettool="$(go tool -n urilint)" ./... >"$work/vet.log" 2>&1 || status=$?
[ "$status" -ne 0 ] || fail "go vet -vettool passed, want the finding"
grep -q "$want" "$work/vet.log" || { cat "$work/vet.log" >&2; fail "go vet -vettool did not report the finding"; }

# 3. Installed.
GOBIN=$work/bin go install github.com/urilint/urilint/cmd/urilint >"$work/install.log" 2>&1 || { cat "$work/install.log" >&2; fail "go install failed"; }
status=0
"$work/bin/urilint" ./... >"$work/installed.log" 2>&1 || status=$?
[ "$status" -eq 3 ] && grep -q "$want" "$work/installed.log" || { cat "$work/installed.log" >&2; fail "installed urilint exited $status without the finding"; }

# 4. pre-commit.
if ! command -v pre-commit >/dev/null; then
	[ "${URILINT_PRECOMMIT:-}" = required ] && fail "pre-commit is not on PATH"
	echo "install check: pre-commit not on PATH: its hook is not checked"
	echo "install check: ok"
	exit 0
fi
# The hook's repository: this checkout as it stands, committed in a
# repository of its own (the checkout need not be a git clone).
hookrepo=$work/hookrepo
mkdir -p "$hookrepo"
tar -C "$root" --exclude=.git -cf - . | tar -C "$hookrepo" -xf -
git -C "$hookrepo" init -q
git -C "$hookrepo" add -A
git -C "$hookrepo" -c user.name=ci -c user.email=ci@example.com commit -q -m checkout
rev=$(git -C "$hookrepo" rev-parse HEAD)
git init -q .
cat >.pre-commit-config.yaml <<YAML
repos:
  - repo: $hookrepo
    rev: $rev
    hooks:
      - id: urilint
YAML
git add -A
export PRE_COMMIT_HOME=$work/pre-commit-cache
status=0
pre-commit run --all-files >"$work/pre-commit.log" 2>&1 || status=$?
[ "$status" -eq 1 ] && grep -q "$want" "$work/pre-commit.log" || { cat "$work/pre-commit.log" >&2; fail "pre-commit exited $status without the finding"; }
sed -i 's|"localhost:8080/health"|"http://localhost:8080/health"|' main.go
git add -A
pre-commit run --all-files >"$work/pre-commit2.log" 2>&1 || { cat "$work/pre-commit2.log" >&2; fail "pre-commit failed on the fixed module"; }
echo "install check: ok"
