// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package analyzer

import (
	"fmt"
	"strings"

	"github.com/urilint/urilint/analyzer/uricheck"
)

// This file holds the facts the analyzer exports about this package's
// functions, fields and variables, for the packages that import it (the
// test policy's HelperFact is the test policy's own). Each prints with
// its content, which is what an analysistest "want" of a fact matches:
//
//	urisink(#0 http)      wrapperFact: parameters that reach a sink, with their need
//	resolves(#0 against "https://api.example.com/v1/")  resolveFact
//	urivar(net/http.Get http)  varFact: the sinks a field or variable is passed to
//	sendsrequest[0]       senderFact: *http.Request parameters that are sent
//	readsurl[0]           readerFact: *http.Request parameters whose URL is read
//	completes[0]          completerFact: parameters read as a host or URL to complete
//	joins[0] path.Join    joinerFact: parameters cleaned as file paths, and by what
//	joinpath[0]           elemFact: parameters that are url.JoinPath elements
//	urltext               urlTextFact: every return is a URL's text

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

// A joinerFact marks a function that cleans string parameters as file
// paths: path.Join(p, …), filepath.Join, path.Clean or filepath.Clean
// of the parameter itself, which turn the "//" of a URL into "/". A
// URL given to such a parameter is a join finding at the call. Its
// fields are exported for gob, which encodes facts.
type joinerFact struct {
	Params []int  // sorted
	Site   string // the cleaning function: "path.Join"
}

func (*joinerFact) AFact() {}

// String prints the fact with its content: "joins[0] path.Join", the
// parameters and the function that cleans them.
func (f *joinerFact) String() string { return fmt.Sprintf("joins%v %s", f.Params, f.Site) }

// An elemFact marks a function whose string parameters are elements of
// url.JoinPath or (*url.URL).JoinPath, directly or through another such
// function: a '?' or '#' given to them is escaped into the path. Its
// fields are exported for gob, which encodes facts.
type elemFact struct {
	Params []int // sorted
}

func (*elemFact) AFact() {}

// String prints the fact with its content: "joinpath[0]", the
// parameters.
func (f *elemFact) String() string { return fmt.Sprintf("joinpath%v", f.Params) }

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

// A resolveFact marks a function that resolves string parameters against
// a base urilint knows ((*url.URL).Parse on c.BaseURL, or another such
// function), so that its callers' references are checked against it.
type resolveFact struct {
	Args []resolveArg
}

// A resolveArg is a parameter of a resolution wrapper and its base.
type resolveArg struct {
	Index   int
	Base    string
	Default bool // Base is the default of a base that may be set otherwise: only an absolute path is checked against it
}

func (*resolveFact) AFact() {}

// String prints the fact with its content: `resolves(#0 against
// "https://api.example.com/v1/")`, the base redacted.
func (f *resolveFact) String() string {
	var items []string
	for _, a := range f.Args {
		against := ""
		if a.Default {
			against = "default "
		}
		items = append(items, fmt.Sprintf("#%d against %s%s", a.Index, against, uricheck.Quote(a.Base)))
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

// String prints the fact with its content: "sendsrequest[0]", the
// parameters.
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

// String prints the fact with its content: "readsurl[0]", the
// parameters.
func (f *readerFact) String() string { return fmt.Sprintf("readsurl%v", f.Params) }

// A completerFact marks a function that reads string parameters as
// text that may be a host, host:port or a URL: it looks for what they
// start with or hold, splits a host and port off them, puts a scheme in
// front of them, or parses them and fills in a missing scheme or host;
// or it passes them to a function that does. A field or variable given
// to such a parameter takes no URI need from that read, or from any
// other (DESIGN.md, "Fields and package variables take their need from
// every read"). Its fields are exported for gob, which encodes facts.
type completerFact struct {
	Params []int // sorted
}

func (*completerFact) AFact() {}

// String prints the fact with its content: "completes[0]", the
// parameters.
func (f *completerFact) String() string { return fmt.Sprintf("completes%v", f.Params) }

// A urlTextFact marks an exported function or method whose every return
// is the text of a URL with a host: (*url.URL).String() of a URL not
// built without one, or the result of another such function. path.Join
// on its result turns the URL's "//" into "/" (reearth's
// GetBaseURL() behind an interface).
type urlTextFact struct{}

func (*urlTextFact) AFact() {}

// String prints the fact: "urltext". It has no content; that it is
// there is all it says.
func (*urlTextFact) String() string { return "urltext" }

// factString prints a fact named name with its items: "name(a, b)".
func factString(name string, items []string) string {
	return name + "(" + strings.Join(items, ", ") + ")"
}
