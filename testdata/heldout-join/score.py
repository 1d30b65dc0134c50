#!/usr/bin/env python3
# score.py JSON ROOT: scores the urilint -json output JSON of the module at ROOT
# against its marked lines (score.sh of testdata/heldout and
# testdata/heldout-eco run it; see testdata/heldout/score.sh).
import json, os, re, sys

path, root = sys.argv[1], sys.argv[2]
raw = open(path).read().strip()
data = json.loads(raw) if raw else {}

# findings[(relfile, line)] = [(category, message)]
findings = {}
errors = []
def walk(node):
    if isinstance(node, dict):
        if "posn" in node:
            posn = node["posn"]
            m = re.match(r"^(.*):(\d+):(\d+)$", posn) or re.match(r"^(.*):(\d+)$", posn)
            if m:
                f = os.path.relpath(os.path.abspath(m.group(1)), root)
                findings.setdefault((f, int(m.group(2))), []).append(
                    (node.get("category", "?"), node.get("message", "")))
            return  # related positions inside a finding are not findings
        if "error" in node and isinstance(node["error"], (str, dict)):
            errors.append(node["error"])
        for k, v in node.items():
            walk(v)
    elif isinstance(node, list):
        for v in node:
            walk(v)
walk(data)

marker = re.compile(r"//\s*heldout:(mistake|deliberate)\b\s*([a-z]*)")
marked = []  # (file, line, kind, category)
for dirpath, _, files in os.walk(os.path.join(root, "cases")):
    for fn in sorted(files):
        if not fn.endswith(".go"):
            continue
        full = os.path.join(dirpath, fn)
        rel = os.path.relpath(full, root)
        for i, text in enumerate(open(full, encoding="utf-8"), 1):
            m = marker.search(text)
            if m:
                marked.append((rel, i, m.group(1), m.group(2)))
marked.sort()

found = n_m = reported = n_d = 0
for rel, line, kind, cat in marked:
    got = findings.get((rel, line), [])
    cats = ",".join(sorted({c for c, _ in got}))
    if kind == "mistake":
        n_m += 1
        if got:
            found += 1
            note = "" if cat in cats.split(",") else f" (category {cats}, want {cat})"
            print(f"found        {rel}:{line} {cat}{note}")
        else:
            print(f"missed       {rel}:{line} {cat}")
    else:
        n_d += 1
        if got:
            reported += 1
            print(f"false alarm  {rel}:{line} [{cats}] {got[0][1]}")
        else:
            print(f"silent       {rel}:{line}")

marked_lines = {(r, l) for r, l, _, _ in marked}
unmarked = sorted(k for k in findings if k not in marked_lines)
for rel, line in unmarked:
    for cat, msg in findings[(rel, line)]:
        print(f"unmarked     {rel}:{line} [{cat}] {msg}")
for e in errors:
    print(f"error        {e}")
print(f"mistakes found: {found}/{n_m}, deliberate reported: {reported}/{n_d}, unmarked findings: {sum(len(findings[k]) for k in unmarked)}")
