// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package analyzer_test

import "os"

func readFile(name string) (string, error) {
	b, err := os.ReadFile(name)
	return string(b), err
}
