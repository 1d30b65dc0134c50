// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package knowledge

// PrintFuncs are the functions that build a string of their operands
// without a format: fmt's print functions, with the index of their first
// operand (Sprint puts a space between two operands when neither is a
// string, Sprintln between any two and a newline after the last), and
// strings.Join.
//
// Pinned to Go 1.26 (go.mod's go line).
var PrintFuncs = []Arg{
	{"fmt.Sprint", 0},
	{"fmt.Print", 0},
	{"fmt.Fprint", 1},
	{"fmt.Append", 1},
	{"fmt.Sprintln", 0},
	{"fmt.Println", 0},
	{"fmt.Fprintln", 1},
	{"fmt.Appendln", 1},
	{"strings.Join", 0},
}
