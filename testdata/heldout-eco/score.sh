#!/usr/bin/env bash
# score.sh URILINT_BINARY
#
# Builds a temporary copy of this module in which every library the cases
# import is a module of its own, made from urilint's stand-in package at the
# library's real import path (analyzer/testdata/src/<path>, a GOPATH layout
# with no go.mod): for each module root used, a directory with
# "module <root>" and a copy of the stand-in subtree under the root, and in
# the copy's go.mod a "require <root> v0.0.0" (vN.0.0 for a /vN path) and "replace <root> => <dir>".
# Then runs URILINT_BINARY -json ./... there (no network: GOFLAGS=-mod=mod
# GOPROXY=off GOWORK=off GOTOOLCHAIN=local) and scores each marked line:
# "// heldout:mistake CATEGORY" lines are found/missed (a finding of any
# category on the line counts as found; the category is shown), and
# "// heldout:deliberate" lines are silent/false alarm. Findings on lines
# with no marker are listed as "unmarked".
set -euo pipefail
if [ $# -ne 1 ]; then
	echo "usage: $0 URILINT_BINARY" >&2
	exit 2
fi
bin=$1
case $bin in /*) ;; *) bin=$PWD/$bin ;; esac
here=$(cd "$(dirname "$0")" && pwd)
standins=$(cd "$here/../../analyzer/testdata/src" && pwd)
work=$(mktemp -d)
# HELDOUT_KEEP=1 keeps the temporary module (its path goes to stderr).
if [ "${HELDOUT_KEEP:-}" = 1 ]; then
	echo "score.sh: temporary module in $work/mod" >&2
else
	trap 'rm -rf "$work"' EXIT
fi

# The temporary module: the cases, go.mod, and one module per library.
python3 - "$here" "$standins" "$work" <<'PY'
import os, re, shutil, sys

here, standins, work = sys.argv[1:4]
mod = os.path.join(work, "mod")
libs = os.path.join(work, "libs")
shutil.copytree(here, mod, ignore=shutil.ignore_patterns("*.sh", "*.md"))

# Module roots of the stand-ins (the real modules' paths). An import path
# under none of them is taken as a module of its own.
ROOTS = [
    "go.mongodb.org/mongo-driver",
    "go.mongodb.org/mongo-driver/v2",
    "github.com/jackc/pgx/v5",
    "github.com/redis/go-redis/v9",
    "github.com/go-redis/redis/v8",
    "google.golang.org/grpc",
    "go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracehttp",
    "go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracegrpc",
    "go.opentelemetry.io/otel/exporters/otlp/otlpmetric/otlpmetrichttp",
    "go.opentelemetry.io/otel/exporters/otlp/otlpmetric/otlpmetricgrpc",
    "go.opentelemetry.io/otel/exporters/otlp/otlplog/otlploghttp",
    "go.opentelemetry.io/otel/exporters/otlp/otlplog/otlploggrpc",
    "github.com/minio/minio-go/v7",
    "github.com/docker/docker",
    "github.com/moby/moby/client",
    "github.com/gorilla/websocket",
    "github.com/coder/websocket",
    "nhooyr.io/websocket",
    "golang.org/x/net",
    "github.com/nats-io/nats.go",
    "github.com/lib/pq",
    "github.com/streadway/amqp",
    "github.com/rabbitmq/amqp091-go",
    "github.com/go-resty/resty/v2",
    "github.com/hashicorp/vault/api",
    "github.com/hashicorp/consul/api",
    "github.com/getsentry/sentry-go",
    "github.com/google/go-github/v88",
    "github.com/slack-go/slack",
    "github.com/elastic/go-elasticsearch/v8",
    "github.com/stretchr/testify",
    "github.com/google/go-cmp",
    "github.com/frankban/quicktest",
]

def root_of(path):
    best = None
    for r in ROOTS:
        if path == r or path.startswith(r + "/"):
            if best is None or len(r) > len(best):
                best = r
    return best or path

imp_block = re.compile(r"^import\s*\((.*?)^\)", re.S | re.M)
imp_line = re.compile(r'^import\s+(?:[\w.]+\s+)?"([^"]+)"', re.M)
quoted = re.compile(r'"([^"]+)"')

def imports(tree):
    out = set()
    for dp, _, fs in os.walk(tree):
        for f in fs:
            if not f.endswith(".go"):
                continue
            src = open(os.path.join(dp, f), encoding="utf-8").read()
            for b in imp_block.findall(src):
                out.update(quoted.findall(b))
            out.update(imp_line.findall(src))
    # the standard library's first path element has no dot
    return {p for p in out if "." in p.split("/")[0]}

def copy_root(root, dst):
    src = os.path.join(standins, root)
    if not os.path.isdir(src):
        sys.exit(f"score.sh: no stand-in for {root} under {standins}")
    nested = [r for r in ROOTS if r.startswith(root + "/")]
    for dp, dns, fs in os.walk(src):
        rel = os.path.relpath(dp, standins)
        # a nested module root (mongo-driver/v2 in mongo-driver) is a module of its own
        dns[:] = [d for d in dns if os.path.join(rel, d).replace(os.sep, "/") not in nested]
        gos = [f for f in fs if f.endswith(".go")]
        if not gos:
            continue
        out = os.path.join(dst, os.path.relpath(dp, src))
        os.makedirs(out, exist_ok=True)
        for f in gos:
            shutil.copy(os.path.join(dp, f), out)
    open(os.path.join(dst, "go.mod"), "w").write(f"module {root}\n\ngo 1.26\n")

done, todo = {}, sorted({root_of(p) for p in imports(os.path.join(mod, "cases"))})
while todo:
    root = todo.pop()
    if root in done:
        continue
    dst = os.path.join(libs, root)
    copy_root(root, dst)
    done[root] = dst
    for p in imports(dst):
        r = root_of(p)
        if r not in done and r != root:
            todo.append(r)

def version(root):
    # a /vN module path needs a vN version: v0.0.0, or vN.0.0 for such a path
    m = re.search(r"/v(\d+)$", root)
    return f"v{m.group(1)}.0.0" if m and int(m.group(1)) >= 2 else "v0.0.0"

gomod = os.path.join(mod, "go.mod")
text = open(gomod).read().rstrip("\n") + "\n"
if done:
    text += "\nrequire (\n" + "".join(f"\t{r} {version(r)}\n" for r in sorted(done)) + ")\n"
    text += "\nreplace (\n" + "".join(f"\t{r} => {done[r]}\n" for r in sorted(done)) + ")\n"
open(gomod, "w").write(text)
# the libraries' modules, noted for a reader of the output
print("modules: " + " ".join(sorted(done)), file=sys.stderr)
PY

export GOFLAGS=-mod=mod GOPROXY=off GOWORK=off GOTOOLCHAIN=local
cd "$work/mod"
json=$work/out.json
# urilint exits 3 when it has findings (0 with -json); 1 means a package did not load.
set +e
"$bin" -json ./... >"$json" 2>"$work/err"
rc=$?
set -e
if [ "$rc" -ne 0 ] && [ "$rc" -ne 3 ]; then
	cat "$work/err" >&2
	echo "score.sh: $bin exited $rc" >&2
	exit 1
fi
python3 "$here/../heldout/score.py" "$json" "$work/mod"
