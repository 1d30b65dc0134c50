// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

// Package knowledge holds what urilint knows of the standard library and
// of widely used libraries: which functions take a URI, which send or
// read a request, which return a file-system path, and so on. Each table
// is one file, named as the table, with a typed row and a comment that
// names the version it is pinned to. [Tables] lists them all, as
// urilint -explain prints them; a test fails when a table is added and
// not listed.
//
// Functions are named as types.Func.FullName writes them:
// "net/url.Parse", "(*net/http.Client).Get". A need is written as the
// -sinks flag writes it: "http", "url=amqp|amqps".
package knowledge

import (
	"fmt"
	"strconv"
)

// A Sink is a function with a parameter that takes a URI: the
// parameter's index and the need of its text.
type Sink struct {
	Func string // "net/url.Parse"
	Arg  int
	Need string // "reference", "http", "url=ws|wss", …
}

// String prints s as the -sinks flag writes it: FUNC:ARG:NEED.
func (s Sink) String() string { return s.Func + ":" + strconv.Itoa(s.Arg) + ":" + s.Need }

// A Field is a string field of a struct type that holds a URI or an
// address, and the need of its text.
type Field struct {
	Type  string // "pkgpath.Name"
	Field string
	Need  string
}

// String prints f as TYPE.FIELD NEED.
func (f Field) String() string { return f.Type + "." + f.Field + " " + f.Need }

// An Arg is a function and the index of one of its parameters.
type Arg struct {
	Func string
	Arg  int
}

// String prints a as FUNC:ARG.
func (a Arg) String() string { return a.Func + ":" + strconv.Itoa(a.Arg) }

// A Func is a function, by its full name.
type Func string

// A Member is a field or method of a type, by its name alone.
type Member string

// A NotURI is a parameter whose string is not a URI, and what it is
// there (Role).
type NotURI struct {
	Func string
	Arg  int // -1: every argument
	Role string
}

// String prints n as FUNC:ARG ROLE.
func (n NotURI) String() string { return n.Func + ":" + strconv.Itoa(n.Arg) + " " + n.Role }

// A ColonTest is a function of package strings that reads ':' in a
// host: a test for it, or a splitter on it (Split).
type ColonTest struct {
	Func  string
	Split bool
}

// String prints c as FUNC, followed by " splits" for a splitter.
func (c ColonTest) String() string {
	if c.Split {
		return c.Func + " splits"
	}
	return c.Func
}

// A Part is a string field of a type that holds a URI component, and
// the component's name.
type Part struct {
	Type      string // "pkgpath.Name"
	Field     string
	Component string // "Scheme", "Host", "RawQuery", "RawPath", "RawFragment"
}

// String prints p as TYPE.FIELD COMPONENT.
func (p Part) String() string { return p.Type + "." + p.Field + " " + p.Component }

// A Scheme is a URI scheme, written with its colon.
type Scheme string

// An Assertion is a function that checks its argument at Arg in a
// test, and what it checks (Checks).
type Assertion struct {
	Func   string
	Checks string // noerror, error, true, false, equal, notequal or checker
	Arg    int
}

// String prints a as FUNC:ARG CHECKS.
func (a Assertion) String() string { return a.Func + ":" + strconv.Itoa(a.Arg) + " " + a.Checks }

// A PanicAssertion is an assertion that runs the function at Arg and
// checks that it panics (Panics) or does not.
type PanicAssertion struct {
	Func   string
	Arg    int
	Panics bool
}

// String prints p as FUNC:ARG, followed by " panics" or " does not panic".
func (p PanicAssertion) String() string {
	if p.Panics {
		return p.Func + ":" + strconv.Itoa(p.Arg) + " panics"
	}
	return p.Func + ":" + strconv.Itoa(p.Arg) + " does not panic"
}

// A Checker is a package variable that names a check to an assertion,
// and what it checks (as an Assertion's Checks).
type Checker struct {
	Var    string // package path and name
	Checks string
}

// String prints c as VAR CHECKS.
func (c Checker) String() string { return c.Var + " " + c.Checks }

// A Table is one knowledge table, as urilint -explain lists it.
type Table struct {
	Name   string   // the table's file, without ".go": "stdsinks"
	Pinned string   // the version its rows were read from
	Doc    string   // what each row says
	Rows   []string // the rows, each printed
}

// Tables returns every table of the package, in the order -explain
// lists them.
func Tables() []Table {
	return []Table{
		{"stdsinks", "Go 1.26", "the standard library's functions that take a URI string (FUNC:ARG:NEED)", rows(StdSinks)},
		{"libsinks", "each library at the version its comment names", "the URI parameters of widely used libraries (FUNC:ARG:NEED)", rows(LibSinks)},
		{"libfields", "each library at the version its comment names", "the string fields of libraries' types that take a URI or an address (TYPE.FIELD NEED)", rows(LibFields)},
		{"urlsinks", "Go 1.26; gorilla/websocket v1.5.3", "the functions whose *url.URL parameter needs a form (FUNC:ARG:NEED)", rows(URLSinks)},
		{"senders", "Go 1.26", "the methods that send a request to its URL (FUNC:ARG:NEED)", rows(RequestSenders)},
		{"readers", "Go 1.26", "the functions of net/http that read the URL of their request argument (FUNC:ARG)", rows(StdReaders)},
		{"requestreads", "Go 1.26", "the fields and methods of net/http.Request that read its URL", rows(RequestURLReads)},
		{"hostkeepers", "Go 1.26", "the functions whose result is a host when their argument is one, brackets kept", rows(HostKeepers)},
		{"hostnames", "Go 1.26", "the functions whose result is a host name by contract", rows(HostNames)},
		{"abspaths", "Go 1.26", "the functions that make a path absolute or tell whether it is", rows(AbsPathChecks)},
		{"pathcleans", "Go 1.26", "the functions that clean a path, collapsing \"//\" and a trailing '/'", rows(PathCleans)},
		{"requestothers", "Go 1.26", "the fields and methods of net/http.Request that hold no part of its URL", rows(RequestOtherMembers)},
		{"urlmethods", "Go 1.26", "the methods of *url.URL that do not change it", rows(ReadOnlyURLMethods)},
		{"addresses", "Go 1.26", "the functions whose argument is a network address, host:port (FUNC:ARG)", rows(AddressArgs)},
		{"familychecks", "Go 1.26", "the calls by which code tells an IPv6 host from others", rows(FamilyChecks)},
		{"textreads", "Go 1.26", "the functions whose reading of a value says it may hold several forms", rows(TextReads)},
		{"fspaths", "Go 1.26", "the functions whose string result is a file-system path", rows(FSPathFuncs)},
		{"decoded", "Go 1.26", "the functions whose result is decoded text", rows(DecodedFuncs)},
		{"printfuncs", "Go 1.26", "the functions that build a string of their operands without a format (FUNC:ARG of the first)", rows(PrintFuncs)},
		{"nonuri", "Go 1.26; gorilla/mux v1.8.1", "the parameters whose strings are not URIs, and what they are (FUNC:ARG ROLE)", rows(NonURIParams)},
		{"barehosts", "Go 1.26", "the functions whose result is a host without an IPv6 address's brackets", rows(BareHostFuncs)},
		{"colontests", "Go 1.26", "the functions of package strings that test or split a host on ':'", rows(ColonTests)},
		{"partfields", "Go 1.26", "the fields of url.URL and http.Request that hold a URI component (TYPE.FIELD COMPONENT)", rows(PartFields)},
		{"assertions", "Go 1.26; go-cmp and quicktest as the test policy's stubs", "the assertions of tests, but testify's, and what each checks (FUNC:ARG CHECKS)", rows(Assertions)},
		{"testify", "testify as the test policy's stubs", "testify's assertions, in assert and require, as functions and methods (NAME:ARG CHECKS)", rows(TestifyAssertions)},
		{"testifypanics", "testify as the test policy's stubs", "testify's assertions that a function panics, or does not (NAME:ARG)", rows(TestifyPanics)},
		{"qtcheckers", "quicktest as the test policy's stubs", "quicktest's checkers, and what an assertion that names one checks (VAR CHECKS)", rows(QTCheckers)},
		{"failfuncs", "Go 1.26; testify as the test policy's stubs", "the functions that fail a test, or stop the program, whenever called", rows(FailFuncs)},
		{"skipfuncs", "Go 1.26", "the functions that end a test without failing it", rows(SkipFuncs)},
		{"urlresolutions", "Go 1.26", "the methods of url.URL that use it as a base", rows(URLResolutions)},
		{"requestwrites", "Go 1.26", "the methods of http.Request that write it out on the wire", rows(RequestWrites)},
		{"opaqueschemes", "the IANA URI scheme registry (RFC 6068, 8141, 3966, 2397)", "the schemes without \"//\" whose constants are meant as URIs", rows(OpaqueSchemes)},
	}
}

// rows prints each row of a table.
func rows[T any](table []T) []string {
	out := make([]string, len(table))
	for i, r := range table {
		out[i] = fmt.Sprint(r)
	}
	return out
}
