// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package analyzer

import (
	"go/ast"
	"go/types"
	"strings"

	"golang.org/x/tools/go/ast/inspector"

	"github.com/urilint/urilint/analyzer/internal/typesutil"
	"github.com/urilint/urilint/analyzer/uricheck"
)

// partFieldNames are the names of the fields of partFields.
var partFieldNames = func() map[string]bool {
	m := map[string]bool{}
	for _, fields := range partFields {
		for name := range fields {
			m[name] = true
		}
	}
	for _, fields := range libFields {
		for name := range fields {
			m[name] = true
		}
	}
	return m
}()

// mayWritePart reports whether the assignment as may write a field of
// partFields (collectParts decides, from the types): its left side
// selects a field of that name, and each value has its own.
func mayWritePart(as *ast.AssignStmt) bool {
	if len(as.Lhs) != len(as.Rhs) {
		return false
	}
	for _, lhs := range as.Lhs {
		if sel, ok := ast.Unparen(lhs).(*ast.SelectorExpr); ok && partFieldNames[sel.Sel.Name] {
			return true
		}
	}
	return false
}

// listOrMap reports whether the composite literal n is written with an
// array, slice or map type: it sets no field.
func listOrMap(n *ast.CompositeLit) bool {
	switch n.Type.(type) {
	case *ast.ArrayType, *ast.MapType:
		return true
	}
	return false
}

// A qualName is a named type's package path and name.
type qualName struct{ pkg, name string }

// partTypes indexes partFields by package path and type name.
var partTypes = func() map[qualName]string {
	m := map[qualName]string{}
	for typ := range partFields {
		dot := strings.LastIndexByte(typ, '.')
		m[qualName{typ[:dot], typ[dot+1:]}] = typ
	}
	for typ := range libFields {
		dot := strings.LastIndexByte(typ, '.')
		m[qualName{typ[:dot], typ[dot+1:]}] = typ
	}
	return m
}()

// fieldNeeds returns "pkgpath.Name" of the struct type t or *t, and its
// fields that take a URI or an address, if it is one of libFields.
func fieldNeeds(t types.Type) (string, map[string]uricheck.Need) {
	typ := typeName(t)
	return typ, libFields[typ]
}

// partsOf returns "pkgpath.Name" of the struct type t or *t, and its
// fields that are URI components, if it is one of partFields.
func partsOf(t types.Type) (string, map[string]string) {
	typ := typeName(t)
	return typ, partFields[typ]
}

// typeName returns "pkgpath.Name" of the named type t or *t if it is a
// type of partFields or libFields, else "".
func typeName(t types.Type) string {
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	n, ok := types.Unalias(t).(*types.Named)
	if !ok || n.Obj().Pkg() == nil {
		return ""
	}
	return partTypes[qualName{n.Obj().Pkg().Path(), n.Obj().Name()}]
}

// collectParts records the components written into a url.URL or an
// http.Request: the fields of a composite literal, or an assignment to a field.
func (fx *flowIndex) collectParts(cur inspector.Cursor) {
	info := fx.pass.TypesInfo
	switch n := cur.Node().(type) {
	case *ast.CompositeLit:
		if typ, needs := fieldNeeds(info.TypeOf(n)); needs != nil {
			for _, e := range n.Elts {
				if kv, ok := e.(*ast.KeyValueExpr); ok {
					if id, ok := kv.Key.(*ast.Ident); ok {
						if need, ok := needs[id.Name]; ok {
							fx.addFieldSink(cur, typ, id.Name, need, kv.Value)
						}
					}
				}
			}
			return
		}
		typ, fields := partsOf(info.TypeOf(n))
		if fields == nil {
			return
		}
		scheme := ""
		for _, e := range n.Elts {
			if kv, ok := e.(*ast.KeyValueExpr); ok {
				if id, ok := kv.Key.(*ast.Ident); ok && id.Name == "Scheme" {
					scheme, _ = fx.values.stringValue(ast.Unparen(kv.Value))
				}
			}
		}
		for _, e := range n.Elts {
			kv, ok := e.(*ast.KeyValueExpr)
			if !ok {
				continue
			}
			id, ok := kv.Key.(*ast.Ident)
			if !ok || fields[id.Name] == "" {
				continue
			}
			fx.addPart(cur, typ, id.Name, fields[id.Name], kv.Value, scheme)
		}
	case *ast.AssignStmt:
		if len(n.Lhs) != len(n.Rhs) {
			return
		}
		for i, lhs := range n.Lhs {
			sel, ok := ast.Unparen(lhs).(*ast.SelectorExpr)
			if !ok {
				continue
			}
			s := info.Selections[sel]
			if s == nil || s.Kind() != types.FieldVal {
				continue
			}
			typ, fields := partsOf(s.Recv())
			if comp := fields[sel.Sel.Name]; comp != "" {
				fx.addPart(cur, typ, sel.Sel.Name, comp, n.Rhs[i], "")
			}
			if typ, needs := fieldNeeds(s.Recv()); needs != nil {
				if need, ok := needs[sel.Sel.Name]; ok {
					fx.addFieldSink(cur, typ, sel.Sel.Name, need, n.Rhs[i])
				}
			}
		}
	}
}

func (fx *flowIndex) addPart(cur inspector.Cursor, typ, field, comp string, value ast.Expr, scheme string) {
	if !typesutil.IsString(fx.pass.TypesInfo.TypeOf(value)) {
		return
	}
	name := typ[strings.LastIndexByte(typ, '/')+1:] + "." + field
	u := &use{
		cur:       cur,
		expr:      value,
		tmpl:      fx.text.eval(value),
		opts:      uricheck.Options{Site: name, Scheme: scheme},
		component: comp,
		where:     "used as " + name,
	}
	fx.uses = append(fx.uses, u)
}

// addFieldSink records value, written to the field of a library's type
// typ (libFields), as a URI of the field's need.
//
// The table is the library's contract with its callers: the library's
// own package may write the field a value of its own (go-redis writes
// the sentinel "<null>" to Addr), and its writes are not checked.
func (fx *flowIndex) addFieldSink(cur inspector.Cursor, typ, field string, need uricheck.Need, value ast.Expr) {
	if typ[:strings.LastIndexByte(typ, '.')] == fx.pass.Pkg.Path() {
		return
	}
	if list, ok := ast.Unparen(value).(*ast.CompositeLit); ok {
		if _, ok := fx.pass.TypesInfo.TypeOf(list).Underlying().(*types.Slice); ok {
			// A []string field (ClusterOptions.Addrs): each element.
			for _, e := range list.Elts {
				if _, ok := e.(*ast.KeyValueExpr); !ok {
					fx.addFieldSink(cur, typ, field, need, e)
				}
			}
			return
		}
	}
	if !typesutil.IsString(fx.pass.TypesInfo.TypeOf(value)) {
		return
	}
	name := typ + "." + field
	fx.uses = append(fx.uses, &use{
		cur:   cur,
		expr:  value,
		tmpl:  fx.text.eval(value),
		opts:  uricheck.Options{Need: need, Site: name, Steps: fx.steps},
		where: "written to " + name,
		need:  need,
	})
}
