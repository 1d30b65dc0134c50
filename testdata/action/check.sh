#!/usr/bin/env bash
# Runs the script part of urilint's GitHub Action (.github/action/urilint.sh,
# which action.yml calls) as the runner would, on a scratch module, and
# checks what it does:
#
#  1. install builds urilint from the action's checkout;
#  2. run on a module with a finding prints it, writes SARIF 2.1.0 with
#     that one result, names the file in $GITHUB_OUTPUT and fails;
#  3. with fail-on-findings "false" it passes, and on a clean module too;
#  4. a package that does not load fails the step, findings or not;
#  5. action.yml calls the script by its path in the checkout.
#
# usage: testdata/action/check.sh
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "action check: $*" >&2; exit 1; }

export GITHUB_ACTION_PATH=$root RUNNER_TEMP=$work/runner GITHUB_OUTPUT=$work/output
mkdir -p "$RUNNER_TEMP"
: >"$GITHUB_OUTPUT"
script=$root/.github/action/urilint.sh
grep -q '"$GITHUB_ACTION_PATH/.github/action/urilint.sh" install' "$root/action.yml" &&
	grep -q '"$GITHUB_ACTION_PATH/.github/action/urilint.sh" run' "$root/action.yml" ||
	fail "action.yml does not call .github/action/urilint.sh install and run"

"$script" install >"$work/install.log" 2>&1 || { cat "$work/install.log" >&2; fail "install failed"; }
[ -x "$RUNNER_TEMP/urilint-bin/urilint" ] || fail "install left no urilint"

mod=$work/mod
mkdir -p "$mod"
cat >"$mod/go.mod" <<'MOD'
module example.com/try

go 1.26
MOD
cat >"$mod/main.go" <<'GO'
package main

import "net/http"

func main() { http.Get("localhost:8080/health") }
GO
export GOFLAGS=-mod=mod GOWORK=off
status=0
(cd "$mod" && "$script" run) >"$work/run.log" 2>&1 || status=$?
[ "$status" -eq 1 ] || { cat "$work/run.log" >&2; fail "run with a finding exited $status, want 1"; }
grep -q 'main.go:5:.*form: net/http.Get needs an absolute http or https URL' "$work/run.log" ||
	{ cat "$work/run.log" >&2; fail "the log lacks the finding"; }
grep -qx "sarif=$RUNNER_TEMP/urilint.sarif" "$GITHUB_OUTPUT" || fail "GITHUB_OUTPUT lacks sarif=: $(cat "$GITHUB_OUTPUT")"
python3 - "$RUNNER_TEMP/urilint.sarif" <<'PY' || fail "the SARIF file is not SARIF 2.1.0 with the one result"
import json, sys
log = json.load(open(sys.argv[1]))
assert log["version"] == "2.1.0", log["version"]
results = [r for run in log["runs"] for r in run["results"]]
assert len(results) == 1 and results[0]["ruleId"].endswith("form"), results
PY

status=0
(cd "$mod" && URILINT_FAIL_ON_FINDINGS=false "$script" run) >"$work/run2.log" 2>&1 || status=$?
[ "$status" -eq 0 ] || { cat "$work/run2.log" >&2; fail "run with fail-on-findings false exited $status, want 0"; }

sed -i 's|"localhost:8080/health"|"http://localhost:8080/health"|' "$mod/main.go"
status=0
(cd "$mod" && "$script" run) >"$work/run3.log" 2>&1 || status=$?
[ "$status" -eq 0 ] || { cat "$work/run3.log" >&2; fail "run on a clean module exited $status, want 0"; }

echo 'package main; func broken() { undefined() }' >"$mod/broken.go"
status=0
(cd "$mod" && URILINT_FAIL_ON_FINDINGS=false "$script" run) >"$work/run4.log" 2>&1 || status=$?
[ "$status" -eq 1 ] || { cat "$work/run4.log" >&2; fail "run on a package that does not load exited $status, want 1"; }
echo "action check: ok"
