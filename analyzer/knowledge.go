// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package analyzer

import (
	"fmt"
	"slices"

	"github.com/urilint/urilint/analyzer/internal/knowledge"
	"github.com/urilint/urilint/analyzer/uricheck"
)

// This file holds the knowledge tables (package knowledge) as the
// analyzer looks them up, and hands them to the command (Tables,
// SinkTable).

// The tables of sinks: each need parsed, the senders and URL sinks by
// full name, the libraries' fields by type and field.
var (
	stdSinks       = sinksFrom(knowledge.StdSinks)
	libSinks       = sinksFrom(knowledge.LibSinks)
	libFields      = fieldsFrom(knowledge.LibFields)
	requestSenders = sinksByName(knowledge.RequestSenders)
	urlSinks       = sinksByName(knowledge.URLSinks)
)

// The other tables, as sets or maps by name.
var (
	// fsPathFuncs is knowledge.FSPathFuncs, as a set of full names.
	fsPathFuncs = funcSet(knowledge.FSPathFuncs)

	// decodedFuncs is knowledge.DecodedFuncs, as a set of full names.
	decodedFuncs = funcSet(knowledge.DecodedFuncs)

	// familyChecks is knowledge.FamilyChecks, as a set of full names.
	familyChecks = funcSet(knowledge.FamilyChecks)

	// textReads is knowledge.TextReads, as a set of full names.
	textReads = funcSet(knowledge.TextReads)

	// stdReaders is knowledge.StdReaders, by full name.
	stdReaders = argsByName(knowledge.StdReaders)

	// addressArgs is knowledge.AddressArgs, by full name.
	addressArgs = argsByName(knowledge.AddressArgs)

	// readOnlyURLMethods is knowledge.ReadOnlyURLMethods, as a set of names.
	readOnlyURLMethods = memberSet(knowledge.ReadOnlyURLMethods)

	// requestURLReads is knowledge.RequestURLReads, as a set of names.
	requestURLReads = memberSet(knowledge.RequestURLReads)
)

// sinksFrom returns the sinks of a knowledge table.
func sinksFrom(rows []knowledge.Sink) []sink {
	out := make([]sink, len(rows))
	for i, r := range rows {
		out[i] = sink{r.Func, r.Arg, mustNeed(r.Need)}
	}
	return out
}

// sinksByName returns the sinks of a knowledge table by full name.
func sinksByName(rows []knowledge.Sink) map[string]sink {
	m := map[string]sink{}
	for _, sk := range sinksFrom(rows) {
		m[sk.Func] = sk
	}
	return m
}

// fieldsFrom returns the fields of a knowledge table by type and
// field.
func fieldsFrom(rows []knowledge.Field) map[string]map[string]uricheck.Need {
	m := map[string]map[string]uricheck.Need{}
	for _, r := range rows {
		if m[r.Type] == nil {
			m[r.Type] = map[string]uricheck.Need{}
		}
		m[r.Type][r.Field] = mustNeed(r.Need)
	}
	return m
}

// mustNeed returns the need named s in the -sinks flag's syntax, and
// panics if it names none: it is for the knowledge tables, whose test
// parses every need.
func mustNeed(s string) uricheck.Need {
	n, err := parseNeed(s)
	if err != nil {
		panic(err)
	}
	return n
}

// SinkTable returns the sinks urilint knows, one per line as the -sinks
// flag writes them (FUNC:ARG:NEED), the standard library's first, then
// the fields of libraries' types that take a URI or an address, written
// TYPE.FIELD NEED.
func SinkTable() []string {
	var lines []string
	for _, sks := range [][]sink{stdSinks, libSinks} {
		for _, sk := range sks {
			lines = append(lines, fmt.Sprintf("%s:%d:%s", sk.Func, sk.Arg, needName(sk.Need)))
		}
	}
	var fields []string
	for typ, needs := range libFields {
		for field, need := range needs {
			fields = append(fields, typ+"."+field+" "+needName(need))
		}
	}
	slices.Sort(fields)
	return append(lines, fields...)
}

// A Table is one of the knowledge tables: what urilint knows of the
// standard library and of widely used libraries.
type Table = knowledge.Table

// Tables returns every knowledge table, as urilint -explain lists them.
func Tables() []Table { return knowledge.Tables() }

// funcSet returns the functions of a knowledge table as a set of full
// names.
func funcSet(table []knowledge.Func) map[string]bool {
	m := make(map[string]bool, len(table))
	for _, f := range table {
		m[string(f)] = true
	}
	return m
}

// memberSet returns the fields or methods of a knowledge table as a set
// of names.
func memberSet(table []knowledge.Member) map[string]bool {
	m := make(map[string]bool, len(table))
	for _, f := range table {
		m[string(f)] = true
	}
	return m
}

// argsByName returns the parameters of a knowledge table by their
// function's full name.
func argsByName(table []knowledge.Arg) map[string]int {
	m := make(map[string]int, len(table))
	for _, a := range table {
		m[a.Func] = a.Arg
	}
	return m
}
