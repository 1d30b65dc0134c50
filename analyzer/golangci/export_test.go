// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package golangci

import "io"

// SetWarnings sets where the plugin warns, and returns a function that
// puts it back.
func SetWarnings(w io.Writer) (restore func()) {
	old := warnings
	warnings = w
	return func() { warnings = old }
}
