#!/usr/bin/env bash
# score.sh URILINT_BINARY [SET_DIR]
#
# Runs URILINT_BINARY -json ./... inside the module SET_DIR (default: this
# one; the other held-out sets call this script with theirs) and scores each marked
# line: "// heldout:mistake CATEGORY" lines are found/missed (a finding of
# any category on the line counts as found; the category is shown), and
# "// heldout:deliberate" lines are silent/false alarm. Findings on lines
# with no marker are listed as "unmarked".
set -euo pipefail
if [ $# -lt 1 ] || [ $# -gt 2 ]; then
	echo "usage: $0 URILINT_BINARY [SET_DIR]" >&2
	exit 2
fi
bin=$1
case $bin in /*) ;; *) bin=$PWD/$bin ;; esac
here=$(cd "$(dirname "$0")" && pwd)
set_dir=$(cd "${2:-$here}" && pwd)
cd "$set_dir"
json=$(mktemp)
trap 'rm -f "$json"' EXIT
# urilint exits 3 when it has findings (0 with -json); 1 means a package did not load.
set +e
"$bin" -json ./... >"$json"
rc=$?
set -e
if [ "$rc" -ne 0 ] && [ "$rc" -ne 3 ]; then
	echo "score.sh: $bin exited $rc" >&2
	exit 1
fi
python3 "$here/score.py" "$json" "$set_dir"
