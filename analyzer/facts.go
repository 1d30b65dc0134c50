// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package analyzer

import (
	"fmt"

	"github.com/urilint/urilint/analyzer/uricheck"
)

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

func (f *joinerFact) String() string { return fmt.Sprintf("joins%v", f.Params) }

// An elemFact marks a function whose string parameters are elements of
// url.JoinPath or (*url.URL).JoinPath, directly or through another such
// function: a '?' or '#' given to them is escaped into the path. Its
// fields are exported for gob, which encodes facts.
type elemFact struct {
	Params []int // sorted
}

func (*elemFact) AFact() {}

func (f *elemFact) String() string { return fmt.Sprintf("joinpath%v", f.Params) }
