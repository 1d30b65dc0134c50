// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package analyzer

import (
	"go/ast"
	"go/constant"
	"go/types"

	"github.com/urilint/urilint/analyzer/internal/typesutil"
)

// addConstSpec records the constant declaration vs.
func (c *checker) addConstSpec(vs *ast.ValueSpec) {
	if c.values.constDecl != nil {
		c.addConsts(vs)
		return
	}
	c.values.consts = append(c.values.consts, vs)
}

// constDeclOf returns the expression that declares the string constant
// obj of this package, or nil. The first call indexes the declarations.
func (c *checker) constDeclOf(obj *types.Const) ast.Expr {
	if c.values.constDecl == nil {
		c.values.constDecl = map[*types.Const]ast.Expr{}
		for _, vs := range c.values.consts {
			c.addConsts(vs)
		}
		c.values.consts = nil
	}
	return c.values.constDecl[obj]
}

// addConsts records the declarations of the string constants of vs.
func (c *checker) addConsts(vs *ast.ValueSpec) {
	for i, name := range vs.Names {
		if obj, ok := c.pass.TypesInfo.Defs[name].(*types.Const); ok && i < len(vs.Values) && typesutil.IsString(obj.Type()) {
			c.values.constDecl[obj] = vs.Values[i]
		}
	}
}

// stringValue returns the constant string value of e.
func (c *checker) stringValue(e ast.Expr) (string, bool) {
	if lit, ok := e.(*ast.BasicLit); ok {
		return unquote(lit)
	}
	tv, ok := c.pass.TypesInfo.Types[e]
	if !ok || tv.Value == nil || tv.Value.Kind() != constant.String {
		return "", false
	}
	return constant.StringVal(tv.Value), true
}
