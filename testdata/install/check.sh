#!/usr/bin/env bash
# Installs and runs urilint in a scratch module as the README's first
# screen says a Go user does, with this checkout standing in for the
# published module (a replace), and checks each way finds the scratch
# module's one mistake:
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
