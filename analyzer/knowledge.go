// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package analyzer

import (
	"fmt"
	"slices"
	"strings"

	"github.com/urilint/urilint/analyzer/internal/knowledge"
	"github.com/urilint/urilint/analyzer/internal/typesutil"
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

	// hostKeepers, hostNames and absPathChecks are knowledge's tables of
	// those names, as sets of full names.
	hostKeepers   = funcSet(knowledge.HostKeepers)
	hostNames     = funcSet(knowledge.HostNames)
	absPathChecks = funcSet(knowledge.AbsPathChecks)

	// pathCleans is knowledge.PathCleans, as a set of full names.
	pathCleans = funcSet(knowledge.PathCleans)

	// failFuncs is knowledge.FailFuncs, as a set of full names.
	failFuncs = funcSet(knowledge.FailFuncs)

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

	// requestOtherMembers is knowledge.RequestOtherMembers, as a set of
	// names.
	requestOtherMembers = memberSet(knowledge.RequestOtherMembers)

	// bareHostFuncs is knowledge.BareHostFuncs, as a set of full names.
	bareHostFuncs = funcSet(knowledge.BareHostFuncs)

	// nonURIParams is knowledge.NonURIParams by full name, each role
	// parsed.
	nonURIParams = nonURIFrom(knowledge.NonURIParams)

	// colonTests and colonSplits are knowledge.ColonTests, the tests
	// and the splitters, as sets of the functions' own names.
	colonTests, colonSplits = colonFrom(knowledge.ColonTests)

	// partFields is knowledge.PartFields by type and field.
	partFields = partsFrom(knowledge.PartFields)

	// printFuncs is knowledge.PrintFuncs, by full name.
	printFuncs = argsByName(knowledge.PrintFuncs)

	// opaqueSchemes is knowledge.OpaqueSchemes, each with its colon.
	opaqueSchemes = stringsOf(knowledge.OpaqueSchemes)
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

// A nonURIParam is a parameter whose strings are not URIs: the index
// of the argument (-1: every one) and what the strings are there.
type nonURIParam struct {
	arg  int
	role textRole
}

// roleByName are the roles of knowledge.NonURIParams, by the name a
// row gives.
var roleByName = map[string]textRole{
	"regexp":   roleRegexp,
	"template": roleTemplate,
	"expand":   roleExpand,
	"servemux": roleServeMux,
	"pattern":  rolePattern,
	"wildcard": roleWildcard,
	"header":   roleHeader,
	"querykey": roleQueryKey,
	"route":    roleRoute,
}

// nonURIFrom returns the parameters of a knowledge table by their
// function's full name, and panics on a role it does not know: the
// package's tests load it.
func nonURIFrom(table []knowledge.NotURI) map[string]nonURIParam {
	m := make(map[string]nonURIParam, len(table))
	for _, p := range table {
		r, ok := roleByName[p.Role]
		if !ok {
			panic("knowledge.NonURIParams: unknown role " + p.Role)
		}
		m[p.Func] = nonURIParam{p.Arg, r}
	}
	return m
}

// colonFrom returns the tests and the splitters of a knowledge table as
// sets of the functions' own names ("Contains" of "strings.Contains").
func colonFrom(table []knowledge.ColonTest) (tests, splits map[string]bool) {
	tests, splits = map[string]bool{}, map[string]bool{}
	for _, c := range table {
		name := c.Func[strings.LastIndexByte(c.Func, '.')+1:]
		if c.Split {
			splits[name] = true
		} else {
			tests[name] = true
		}
	}
	return tests, splits
}

// partsFrom returns the fields of a knowledge table by type and field.
func partsFrom(table []knowledge.Part) map[string]map[string]string {
	m := map[string]map[string]string{}
	for _, p := range table {
		if m[p.Type] == nil {
			m[p.Type] = map[string]string{}
		}
		m[p.Type][p.Field] = p.Component
	}
	return m
}

// stringsOf returns the rows of a knowledge table of names as strings.
func stringsOf[T ~string](table []T) []string {
	out := make([]string, len(table))
	for i, s := range table {
		out[i] = string(s)
	}
	return out
}

// nonURIPkgs are the packages of nonURIParams, and nonURINames their
// functions' own names ("HandleFunc" of "(*net/http.ServeMux).HandleFunc"):
// only a function of such a package and name needs its full name built.
var nonURIPkgs, nonURINames = func() (pkgs, names map[string]bool) {
	pkgs, names = map[string]bool{}, map[string]bool{}
	for name := range nonURIParams {
		pkgs[typesutil.FuncPkgPath(name)] = true
		names[name[strings.LastIndexByte(name, '.')+1:]] = true
	}
	return pkgs, names
}()
