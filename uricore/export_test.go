// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uricore

// Exported for table_test.go.
var Table = &table

const (
	CAlpha, CDigit, CHex, CUnreserved, CSubDelim, CGenDelim = cAlpha, cDigit, cHex, cUnreserved, cSubDelim, cGenDelim
	CScheme, CRegName, CUserinfo, CPchar, CQuery            = cScheme, cRegName, cUserinfo, cPchar, cQuery
	CSegmentNC, CPath                                       = cSegmentNC, cPath
)
