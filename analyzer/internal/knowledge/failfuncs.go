// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package knowledge

// FailFuncs are the functions that fail a test (or stop the program)
// whenever they are called.
//
// Pinned to Go 1.26 (go.mod's go line) for the standard library; for
// testify, go-cmp and quicktest, to the stubs under analyzer/testdata/src
// that the test policy's TestAssertionTable checks each row against,
// which name no version of those libraries.
var FailFuncs = []Func{
	"(*testing.common).Error",
	"(*testing.common).Errorf",
	"(*testing.common).Fatal",
	"(*testing.common).Fatalf",
	"(*testing.common).Fail",
	"(*testing.common).FailNow",
	"(testing.TB).Error",
	"(testing.TB).Errorf",
	"(testing.TB).Fatal",
	"(testing.TB).Fatalf",
	"(testing.TB).Fail",
	"(testing.TB).FailNow",
	"log.Fatal",
	"log.Fatalf",
	"log.Fatalln",
	"log.Panic",
	"log.Panicf",
	"log.Panicln",
	"os.Exit",
	"github.com/stretchr/testify/assert.Fail",
	"github.com/stretchr/testify/assert.FailNow",
	"github.com/stretchr/testify/require.Fail",
	"github.com/stretchr/testify/require.FailNow",
}
