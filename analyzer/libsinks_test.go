// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package analyzer

import (
	"go/build"
	"go/types"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/urilint/urilint/analyzer/internal/pkgtest"
	"github.com/urilint/urilint/analyzer/internal/typesutil"
)

// libModules are the versions of the libraries whose signatures libSinks
// and libFields were read from, as their comments name them, and of
// those nonURIParams names.
var libModules = []string{
	"go.mongodb.org/mongo-driver@v1.17.10",
	"go.mongodb.org/mongo-driver/v2@v2.10.0",
	"github.com/jackc/pgx/v5@v5.12.0",
	"github.com/lib/pq@v1.12.3",
	"github.com/redis/go-redis/v9@v9.23.0",
	"github.com/go-redis/redis/v8@v8.11.5",
	"github.com/rabbitmq/amqp091-go@v1.16.0",
	"github.com/streadway/amqp@v1.1.0",
	"github.com/nats-io/nats.go@v1.55.0",
	"github.com/gorilla/websocket@v1.5.3",
	"github.com/coder/websocket@v1.8.15",
	"nhooyr.io/websocket@v1.8.17",
	"golang.org/x/net@v0.62.0",
	"google.golang.org/grpc@v1.85.0",
	"go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracehttp@v1.47.0",
	"go.opentelemetry.io/otel/exporters/otlp/otlptrace/otlptracegrpc@v1.47.0",
	"go.opentelemetry.io/otel/exporters/otlp/otlpmetric/otlpmetrichttp@v1.47.0",
	"go.opentelemetry.io/otel/exporters/otlp/otlpmetric/otlpmetricgrpc@v1.47.0",
	"go.opentelemetry.io/otel/exporters/otlp/otlplog/otlploghttp@v0.23.0",
	"go.opentelemetry.io/otel/exporters/otlp/otlplog/otlploggrpc@v0.23.0",
	"github.com/minio/minio-go/v7@v7.4.1",
	"github.com/docker/docker@v28.5.2+incompatible",
	"github.com/moby/moby/client@v0.6.2",
	"github.com/elastic/go-elasticsearch/v8@v8.19.7",
	"github.com/go-resty/resty/v2@v2.17.2",
	"github.com/hashicorp/vault/api@v1.23.0",
	"github.com/hashicorp/consul/api@v1.34.5",
	"github.com/getsentry/sentry-go@v0.46.2",
	"github.com/google/go-github/v88@v88.0.0",
	"github.com/slack-go/slack@v0.35.0",
	"github.com/gorilla/mux@v1.8.1",
}

// TestLibrarySignatures checks every entry of libSinks and libFields,
// and the library entries of urlSinks and nonURIParams, against the real
// library at the version of libModules: the function exists with a
// string (*url.URL for urlSinks) parameter at the entry's index, the
// field exists with type string or []string. It fetches the modules through the Go
// module proxy, so it runs with the end-to-end tests (URILINT_E2E=1);
// the stand-ins of the analysistest cases cannot catch a signature that
// moved.
func TestLibrarySignatures(t *testing.T) {
	if os.Getenv("URILINT_E2E") == "" {
		t.Skip("fetches the libraries through the module proxy; set URILINT_E2E=1")
	}
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "go.mod"), []byte("module sigcheck\n\ngo 1.26\n"), 0o666); err != nil {
		t.Fatal(err)
	}
	get := exec.Command("go", append([]string{"get"}, libModules...)...)
	get.Dir = dir
	get.Env = append(os.Environ(), "GOFLAGS=-mod=mod", "GOWORK=off", "GOTOOLCHAIN=local")
	if out, err := get.CombinedOutput(); err != nil {
		t.Fatalf("go get: %v\n%s", err, out)
	}

	// The packages of the entries, each in a pinned module.
	paths := map[string]bool{}
	for _, sk := range libSinks {
		paths[typesutil.FuncPkgPath(sk.Func)] = true
	}
	for name := range urlSinks {
		if p := typesutil.FuncPkgPath(name); !stdPackage(p) {
			paths[p] = true
		}
	}
	for typ := range libFields {
		paths[typ[:strings.LastIndexByte(typ, '.')]] = true
	}
	for name := range nonURIParams {
		if p := typesutil.FuncPkgPath(name); !stdPackage(p) {
			paths[p] = true
		}
	}
	var patterns []string
	for p := range paths {
		if !slices.ContainsFunc(libModules, func(m string) bool {
			mod, _, _ := strings.Cut(m, "@")
			return p == mod || strings.HasPrefix(p, mod+"/")
		}) {
			t.Errorf("%s: no module of libModules holds it", p)
		}
		patterns = append(patterns, p)
	}
	slices.Sort(patterns)

	ctxt := build.Default
	ctxt.CgoEnabled = false
	ctxt.Dir = dir
	pkgs := pkgtest.Packages(t, &ctxt, patterns...)
	funcs := pkgtest.Funcs(pkgs)
	for _, sk := range libSinks {
		fn := funcs[sk.Func]
		if fn == nil {
			t.Errorf("%s: no such function", sk.Func)
			continue
		}
		params := fn.Signature().Params()
		if sk.Arg >= params.Len() || !typesutil.IsString(params.At(sk.Arg).Type()) {
			t.Errorf("%s: parameter %d is not a string: %s", sk.Func, sk.Arg, fn.Signature())
		}
	}
	for name, sk := range urlSinks {
		if stdPackage(typesutil.FuncPkgPath(name)) {
			continue // not in a pinned module
		}
		fn := funcs[name]
		if fn == nil {
			t.Errorf("%s: no such function", name)
			continue
		}
		params := fn.Signature().Params()
		if sk.Arg >= params.Len() || !typesutil.IsURL(params.At(sk.Arg).Type()) {
			t.Errorf("%s: parameter %d is not a *url.URL: %s", name, sk.Arg, fn.Signature())
		}
	}
	for name, p := range nonURIParams {
		if stdPackage(typesutil.FuncPkgPath(name)) {
			continue // TestTables checks it
		}
		fn := funcs[name]
		if fn == nil {
			t.Errorf("%s: no such function", name)
			continue
		}
		params := fn.Signature().Params()
		if p.arg >= params.Len() || !typesutil.IsString(params.At(p.arg).Type()) {
			t.Errorf("%s: parameter %d is not a string: %s", name, p.arg, fn.Signature())
		}
	}
	for typ, fields := range libFields {
		dot := strings.LastIndexByte(typ, '.')
		pkg := pkgs[typ[:dot]]
		if pkg == nil {
			continue // reported above
		}
		tn, _ := pkg.Scope().Lookup(typ[dot+1:]).(*types.TypeName)
		if tn == nil {
			t.Errorf("%s: no such type", typ)
			continue
		}
		st, _ := types.Unalias(tn.Type()).Underlying().(*types.Struct)
		if st == nil {
			t.Errorf("%s: not a struct type", typ)
			continue
		}
		for name := range fields {
			var field *types.Var
			for f := range st.Fields() {
				if f.Name() == name {
					field = f
				}
			}
			if field == nil {
				t.Errorf("%s.%s: no such field", typ, name)
				continue
			}
			ft := field.Type()
			if sl, ok := ft.Underlying().(*types.Slice); ok {
				ft = sl.Elem()
			}
			if !typesutil.IsString(ft) {
				t.Errorf("%s.%s: type %s is neither string nor []string", typ, name, field.Type())
			}
		}
	}
}

// stdPackage reports whether path is a standard library package's: its
// first element has no dot.
func stdPackage(path string) bool {
	first, _, _ := strings.Cut(path, "/")
	return !strings.Contains(first, ".")
}
