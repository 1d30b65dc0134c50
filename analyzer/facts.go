// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package analyzer

import (
	"fmt"
	"strings"

	"github.com/urilint/urilint/analyzer/uricheck"
)

// A wrapperFact marks a function whose string parameters reach a URI sink
// unchanged, so that its callers' constants are checked as the sink's.
type wrapperFact struct {
	Args []wrapperArg
}

// A wrapperArg is a parameter of a wrapper function that takes a URI. Its
// fields are exported for gob, which encodes facts.
type wrapperArg struct {
	Index int
	Need  uricheck.Need
}

func (*wrapperFact) AFact() {}

// String prints the fact with its content: "urisink(#0 http)", each
// parameter with the need it is passed on to, as the -sinks flag names
// it.
func (f *wrapperFact) String() string {
	var items []string
	for _, a := range f.Args {
		items = append(items, fmt.Sprintf("#%d %s", a.Index, needName(a.Need)))
	}
	return factString("urisink", items)
}

// factString prints a fact named name with its items: "name(a, b)".
func factString(name string, items []string) string {
	return name + "(" + strings.Join(items, ", ") + ")"
}

// A varFact marks an exported string field or package variable whose
// value its package passes, as a whole, to a sink: what other packages
// write to it is checked as that sink's argument. Its fields are
// exported for gob, which encodes facts.
type varFact struct {
	Name  string // the field's or variable's qualified name, for messages
	Sinks []varSink
}

// A varSink is a sink a field or package variable is passed to.
type varSink struct {
	Site string // the sink's full name
	Need uricheck.Need
}

func (*varFact) AFact() {}

// String prints the fact with its content: "urivar(net/http.Get http)",
// each sink with its need.
func (f *varFact) String() string {
	var items []string
	for _, s := range f.Sinks {
		items = append(items, s.Site+" "+needName(s.Need))
	}
	return factString("urivar", items)
}

// A resolveFact marks a function that resolves string parameters against
// a base urilint knows ((*url.URL).Parse on c.BaseURL, or another such
// function), so that its callers' references are checked against it.
type resolveFact struct {
	Args []resolveArg
}

// A resolveArg is a parameter of a resolution wrapper and its base.
type resolveArg struct {
	Index int
	Base  string
}

func (*resolveFact) AFact() {}

// String prints the fact with its content: `resolves(#0 against
// "https://api.example.com/v1/")`, the base redacted.
func (f *resolveFact) String() string {
	var items []string
	for _, a := range f.Args {
		items = append(items, fmt.Sprintf("#%d against %s", a.Index, uricheck.Quote(a.Base)))
	}
	return factString("resolves", items)
}

// A senderFact marks a function that sends a request it is given: its
// *http.Request parameters at Params reach (*http.Client).Do or another
// sender unchanged, as a test harness's AssertResponse(req, code) does.
// The test policy reads it: a request a test hands to such a function
// must work. Its fields are exported for gob, which encodes facts.
type senderFact struct {
	Params []int // sorted
}

func (*senderFact) AFact() {}

func (f *senderFact) String() string { return fmt.Sprintf("sendsrequest%v", f.Params) }

// A readerFact marks a function that reads the URL of a request it is
// given: its *http.Request parameters at Params have their URL, host or
// query read (a handler that routes on the path), or reach a function
// that does, or a sender. The test policy reads it: a request a test
// hands to such a function, expecting success or checking nothing,
// must have the URL the test means. Its fields are exported for gob,
// which encodes facts.
type readerFact struct {
	Params []int // sorted
}

func (*readerFact) AFact() {}

func (f *readerFact) String() string { return fmt.Sprintf("readsurl%v", f.Params) }
