#!/usr/bin/env python3
"""Writes inputs.txt: the shared oracle inputs, URI strings from Go code
(../bench), and deterministic mutations of tricky references.

It reads outside the module: the oracle inputs are in
../shared/oracles/inputs beside the checkout (URILINT_SHARED overrides
../shared). Without them it stops with a one-line message rather than
write a different inputs.txt."""
import os, random, sys
D = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(D, "../../.."))
SHARED = os.environ.get("URILINT_SHARED") or os.path.join(ROOT, "../shared")
INPUTS = os.path.join(SHARED, "oracles/inputs")
seeds = []
for name in ["tricky.txt", "rfc_1_1_2.txt", "normalize.txt"]:
    p = os.path.join(INPUTS, name)
    if not os.path.exists(p):
        sys.exit(f"gen_inputs.py: {p} not found: the shared oracle inputs outside the module are missing (set URILINT_SHARED)")
    seeds += open(p, encoding="utf-8").read().split("\n")
for cls in ["short", "longquery", "ipv6", "relative"]:
    seeds += open(os.path.join(D, "../bench", cls + ".txt")).read().split()
seeds = [s for s in seeds if "\t" not in s]
alphabet = list(":/?#[]@!$&'()*+,;=%-._~ aZ09\\|{}^`\"<>é") + ["%25", "%zz", "%2e", "::", "//", "[::1]", "v1.x", "%41"]
rnd = random.Random(3986)
out = list(dict.fromkeys(seeds))
while len(out) < 3000:
    s = rnd.choice(seeds)
    for _ in range(rnd.randint(1, 2)):
        i = rnd.randint(0, len(s))
        op = rnd.random()
        if op < 0.5:
            s = s[:i] + rnd.choice(alphabet) + s[i:]
        elif op < 0.8 and s:
            s = s[:i] + s[i + 1:]
        else:
            s = s[:i] + s[i:i + 3] + s[i:]
    if "\n" not in s and "\r" not in s:
        out.append(s)
out = list(dict.fromkeys(out))
open(os.path.join(D, "inputs.txt"), "w", encoding="utf-8").write("\n".join(out) + "\n")
print(len(out), "inputs")
