"""Writes Bazel BUILD files for the non-std Go packages that urilint's analyzer
and rules_go's nogo runner need, from `go list -deps -json` run in the urilint
module (its go.mod and go.sum pin the versions). One local repository per
module, named as gazelle names them; the modules other than urilint are copied
out of the module cache. Target names are the last element of the import path
(gazelle's "import" convention), with a go_default_library alias.

usage: genbuild.py DEPS URILINT > repos.bzl-lines
Prints the WORKSPACE's local_repository lines on stdout.
"""
import json, os, shutil, stat, subprocess, sys

DEPS, URILINT = (os.path.abspath(a) for a in sys.argv[1:3])
PKGS = ["./analyzer", "golang.org/x/tools/internal/facts",
        "golang.org/x/tools/go/gcexportdata", "golang.org/x/tools/go/analysis"]
out = subprocess.run(["go", "list", "-deps", "-json"] + PKGS, cwd=URILINT,
                     check=True, capture_output=True, text=True,
                     env=dict(os.environ, GOFLAGS="-mod=mod", CGO_ENABLED="0")).stdout
dec, i, items = json.JSONDecoder(), 0, []
while True:
    while i < len(out) and out[i].isspace():
        i += 1
    if i >= len(out):
        break
    o, i = dec.raw_decode(out, i)
    items.append(o)
pkgs = {p["ImportPath"]: p for p in items if not p.get("Standard")}


def repo_name(mod):  # golang.org/x/tools -> org_golang_x_tools
    host, _, rest = mod.partition("/")
    name = "_".join(host.split(".")[::-1] + rest.split("/"))
    return name.replace(".", "_").replace("-", "_").lower()


def label(imp, from_mod):
    mod = pkgs[imp]["Module"]["Path"]
    rel = imp[len(mod):].lstrip("/")
    pfx = "" if mod == from_mod else "@" + repo_name(mod)
    return "%s//%s:%s" % (pfx, rel, imp.rsplit("/", 1)[-1])


roots = {}
for p in pkgs.values():
    mod = p["Module"]["Path"]
    if mod not in roots:
        dst = URILINT if mod == "github.com/urilint/urilint" else os.path.join(DEPS, repo_name(mod))
        if not os.path.exists(dst):
            shutil.copytree(p["Module"]["Dir"], dst, symlinks=True)
            for r, ds, fs in os.walk(dst):  # the module cache is read-only
                for n in ds + fs:
                    q = os.path.join(r, n)
                    if not os.path.islink(q):
                        os.chmod(q, os.stat(q).st_mode | stat.S_IWUSR)
        with open(os.path.join(dst, "WORKSPACE"), "w") as f:
            f.write('workspace(name = "%s")\n' % repo_name(mod))
        open(os.path.join(dst, "BUILD.bazel"), "a").close()
        roots[mod] = dst
        print('local_repository(name = "%s", path = "%s")' % (repo_name(mod), dst))
    name = p["ImportPath"].rsplit("/", 1)[-1]
    srcs = sorted(p.get("GoFiles", []) + p.get("SFiles", []) + p.get("HFiles", []))
    deps = sorted(label(d, mod) for d in p.get("Imports", []) if d in pkgs)
    q = lambda xs: "[" + ", ".join('"%s"' % x for x in xs) + "]"
    lines = ['load("@io_bazel_rules_go//go:def.bzl", "go_library")', "",
             "go_library(", '    name = "%s",' % name, "    srcs = %s," % q(srcs)]
    if p.get("EmbedFiles"):
        lines.append("    embedsrcs = %s," % q(sorted(p["EmbedFiles"])))
    lines += ['    importpath = "%s",' % p["ImportPath"],
              '    visibility = ["//visibility:public"],',
              "    deps = %s," % q(deps), ")", "",
              'alias(name = "go_default_library", actual = ":%s", visibility = ["//visibility:public"])' % name, ""]
    with open(os.path.join(roots[mod], os.path.relpath(p["Dir"], p["Module"]["Dir"]), "BUILD.bazel"), "w") as f:
        f.write("\n".join(lines))
print("genbuild.py: %d BUILD files in %d modules" % (len(pkgs), len(roots)), file=sys.stderr)
