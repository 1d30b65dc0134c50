#!/usr/bin/env python3
"""Differential run: uricore (via `go run ./cmd/uri parse`) against the
parse oracles of ../shared/oracles over inputs.txt.

It reaches outside the module: the oracles live in ../shared/oracles
beside the checkout (URILINT_SHARED overrides ../shared; ORACLES_DIR
overrides both). Without them it stops with a one-line message.

usage: python3 diff.py [ORACLES_DIR]   (run setup.sh there first)
Prints, per oracle, how often it disagrees with uricore on validity, and
lists every input where uricore is in the minority, for review by the RFC.
"""
import json, os, subprocess, sys, collections
D = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(D, "../../.."))
SHARED = os.environ.get("URILINT_SHARED") or os.path.join(ROOT, "../shared")
OR = sys.argv[1] if len(sys.argv) > 1 else os.path.join(SHARED, "oracles")
if not os.path.exists(os.path.join(OR, "run.sh")):
    sys.exit(f"diff.py: {OR}/run.sh not found: the shared oracles outside the module are missing (run setup.sh there, or set URILINT_SHARED)")
ORACLES = ["uriparser", "rfc3986", "ruby", "neturl", "fredbi", "urijs", "fasturi"]
data = open(os.path.join(D, "inputs.txt"), encoding="utf-8").read()
lines = data.split("\n")[:-1]

def run(cmd):
    p = subprocess.run(cmd, input=data.encode(), capture_output=True, cwd=ROOT)
    if p.returncode != 0:
        raise SystemExit(f"{cmd} failed: {p.stderr.decode()[:300]}")
    return [json.loads(l) for l in p.stdout.decode().splitlines()]

ours = run(["go", "run", "./cmd/uri", "parse"])
assert len(ours) == len(lines), (len(ours), len(lines))
res = {o: run([os.path.join(OR, "run.sh"), o, "parse"]) for o in ORACLES}
print(f"{len(lines)} inputs; uricore accepts {sum(r['valid'] for r in ours)}")
print("\n| oracle | disagrees on validity | it accepts, uricore rejects | it rejects, uricore accepts |")
print("|---|---|---|---|")
for o in ORACLES:
    acc = sum(1 for a, b in zip(ours, res[o]) if b["valid"] and not a["valid"])
    rej = sum(1 for a, b in zip(ours, res[o]) if not b["valid"] and a["valid"])
    print(f"| {o} | {acc + rej} | {acc} | {rej} |")
print("\n## inputs where uricore's validity is in the minority\n")
for i, a in enumerate(ours):
    votes = collections.Counter(res[o][i]["valid"] for o in ORACLES)
    if votes[a["valid"]] < votes[not a["valid"]]:
        who = [o for o in ORACLES if res[o][i]["valid"] == a["valid"]]
        err = a["error"]
        print(f"- {json.dumps(lines[i])}: uricore {'valid' if a['valid'] else 'invalid ' + json.dumps(err)}; agreeing: {', '.join(who) or 'none'}")
