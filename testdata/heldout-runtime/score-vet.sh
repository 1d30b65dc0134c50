#!/usr/bin/env bash
# score-vet.sh: scores go vet's own hostport analyzer on this set with the
# same scorer as score.sh (testdata/heldout/score.py). Runs `go vet -hostport -json ./...`
# (one JSON object per package), merges the objects into one,
# gives each diagnostic its analyzer's name as category, and scores each
# marked line: "// heldout:mistake" lines found/missed, "// heldout:deliberate"
# lines silent/false alarm.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
cd "$here"
raw=$(mktemp)
json=$(mktemp)
trap 'rm -f "$raw" "$json"' EXIT
set +e
go vet -hostport -json ./... >"$raw" 2>&1
set -e
python3 - "$raw" "$json" <<'PY'
import json, sys
text = open(sys.argv[1]).read()
dec = json.JSONDecoder()
merged, i = {}, 0
while i < len(text):
    if text[i].isspace():
        i += 1
        continue
    if text[i] != "{":  # a line that is not JSON (build output): skip it
        j = text.find("\n", i)
        i = len(text) if j < 0 else j + 1
        continue
    obj, i = dec.raw_decode(text, i)
    for pkg, analyzers in obj.items():
        for name, diags in analyzers.items():
            if isinstance(diags, list):
                for d in diags:
                    d["category"] = name
            merged.setdefault(pkg, {})[name] = diags
json.dump(merged, open(sys.argv[2], "w"))
PY
python3 "$here/../heldout/score.py" "$json" "$here"
