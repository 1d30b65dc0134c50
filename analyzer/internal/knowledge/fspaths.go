// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package knowledge

// FSPathFuncs are the functions whose string result is a file-system
// path, which may hold ' ', '#', '?' or '%' (and on Windows a drive
// and '\').
//
// Pinned to Go 1.26 (go.mod's go line).
var FSPathFuncs = []Func{
	"path/filepath.Join", "path/filepath.Abs", "path/filepath.Clean",
	"path/filepath.Dir", "path/filepath.Base", "path/filepath.Rel",
	"path/filepath.FromSlash", "path/filepath.ToSlash",
	"path/filepath.EvalSymlinks", "os.TempDir", "os.Getwd", "os.UserHomeDir",
	"os.UserCacheDir", "os.UserConfigDir", "os.MkdirTemp", "os.Executable",
	// t.TempDir() of a *testing.T, B or F: the method is promoted from
	// testing.common, whose is the full name a call resolves to.
	"(*testing.common).TempDir", "(*os.File).Name",
}
