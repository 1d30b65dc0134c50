#!/usr/bin/env bash
# Runs urilint over the pinned DEV corpus (../shared/corpus/fetch-dev.sh)
# and prints findings per module and category, test and non-test apart.
#
# This script reaches outside the module: it fetches the corpus with
# ../shared/corpus/fetch-dev.sh, a sibling folder of the checkout that is
# not part of it. Without that folder (and without a fetched corpus) it
# stops with a one-line message.
#
# usage: testdata/corpus/run.sh [OUTDIR]
#   CORPUS  corpus cache (default ~/.cache/urilint-corpus); fetched with
#           WITH_DEPS=1 if pinned.txt is missing (FETCH names the script).
#   SHARED  the shared folder (default ../shared beside the checkout).
#   FLAGS   extra urilint flags.
# Writes OUTDIR/<module>.json (urilint -json) and OUTDIR/summary.tsv.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
CORPUS=${CORPUS:-$HOME/.cache/urilint-corpus}
SHARED=${SHARED:-$root/../shared}
FETCH=${FETCH:-$SHARED/corpus/fetch-dev.sh}
if [ ! -f "$CORPUS/pinned.txt" ] && [ ! -f "$FETCH" ]; then
	echo "run.sh: no corpus in $CORPUS and no fetch script $FETCH (the shared folder outside the module, SHARED=$SHARED, is missing)" >&2
	exit 1
fi
out=${1:-$(mktemp -d)}
mkdir -p "$out"
[ -f "$CORPUS/pinned.txt" ] || WITH_DEPS=1 bash "$FETCH" "$CORPUS"
bin=$(mktemp -d)/urilint
(cd "$root" && go build -o "$bin" ./cmd/urilint)
export GOPATH=$CORPUS/gopath GOMODCACHE=$CORPUS/gopath/pkg/mod GOFLAGS=-mod=mod GOWORK=off GOTOOLCHAIN=local
work=$(mktemp -d)
while IFS=$'\t' read -r short mv sum set dir; do
	if [ "$short" = std ]; then
		(cd "$root" && "$bin" -json ${FLAGS:-} std > "$out/std.json" 2> "$out/std.err") || true
		continue
	fi
	[ -f "$dir/go.mod" ] || { echo "skip $short: no go.mod" >&2; continue; }
	cp -r "$dir" "$work/$short" && chmod -R u+w "$work/$short"
	# A module zip cannot hold its monorepo siblings: drop replacements by
	# relative path (aws-sts replaces ../../) and take them from the proxy.
	(cd "$work/$short" && go mod edit -json | python3 -c '
import json, sys
for r in json.load(sys.stdin).get("Replace") or []:
    if r["New"]["Path"].startswith("."):
        print(r["Old"]["Path"])' | while read -r p; do go mod edit -dropreplace="$p"; done)
	(cd "$work/$short" && "$bin" -json ${FLAGS:-} ./... > "$out/$short.json" 2> "$out/$short.err") || true
done < "$CORPUS/pinned.txt"
python3 - "$out" <<'PY'
import json, sys, os, collections
out = sys.argv[1]
rows = collections.Counter()
for f in sorted(os.listdir(out)):
    if not f.endswith(".json"):
        continue
    mod = f[:-5]
    try:
        data = json.load(open(os.path.join(out, f)))
    except ValueError:
        print(f"{mod}: no JSON (see {mod}.err)", file=sys.stderr)
        continue
    seen = set()
    for pkg, res in data.items():
        for diags in res.values():
            if isinstance(diags, dict):
                print(f"{mod} {pkg}: error {diags.get('error')}", file=sys.stderr)
                continue
            for d in diags:
                key = (d["posn"], d["message"])
                if key in seen:  # a package and its test variant
                    continue
                seen.add(key)
                kind = "test" if d["posn"].split(":")[0].endswith("_test.go") else "non-test"
                rows[(mod, d["category"], kind)] += 1
with open(os.path.join(out, "summary.tsv"), "w") as w:
    for (mod, cat, kind), n in sorted(rows.items()):
        line = f"{mod}\t{cat}\t{kind}\t{n}"
        print(line)
        w.write(line + "\n")
PY
echo "results in $out" >&2
