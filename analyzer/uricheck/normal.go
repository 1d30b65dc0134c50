// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uricheck

import (
	"strings"

	"github.com/urilint/urilint/uricore"
)

// nonNormal reports a valid reference that normalization by steps would
// change, with the normal form as its fix.
//
// Dot segments and default ports count only in URIs of a scheme known to
// be hierarchical with those rules. Elsewhere they may be names:
// "npipe:////./pipe/x" names the Windows pipe \\.\pipe\x, and without
// its "." another one.
// An unknown scheme keeps only case and percent-encoding, which RFC 3986
// §6.2.2.1–2 defines for every URI.
func nonNormal(u *subject, steps uricore.Steps) (Finding, bool) {
	s, r := u.s, u.r
	if r.Scheme != "" && !segmentScheme(r.Scheme) {
		steps &= uricore.StepCase | uricore.StepPercentEncoding
	}
	if r.HasAuthority && r.Host == "" {
		// An empty host: file:///srv/a%7e is a URI, and its case and
		// escapes count; a port or an empty path means
		// nothing there. A web scheme needs a host: "http://" without one
		// is a prefix to build on, not a URI to normalize.
		if info, ok := uricore.LookupScheme(r.Scheme); ok && info.EmptyPathIsSlash {
			return Finding{}, false
		}
		steps &= uricore.StepCase | uricore.StepPercentEncoding | uricore.StepDotSegments
	}
	if steps == 0 || r.IsNormalizedSteps(steps) {
		return Finding{}, false
	}
	n := r.NormalizeSteps(steps).String()
	var names []string
	var applied uricore.Steps
	for _, st := range stepNames {
		if steps&st.step != 0 && !r.IsNormalizedSteps(st.step) {
			names = append(names, st.name)
			applied |= st.step
		}
	}
	// Narrow the range to the bytes that differ.
	i := 0
	for i < len(s) && i < len(n) && s[i] == n[i] {
		i++
	}
	j := 0
	for j < len(s)-i && j < len(n)-i && s[len(s)-1-j] == n[len(n)-1-j] {
		j++
	}
	end := len(s) - j
	if end == i && end < len(s) {
		end++
	}
	return Finding{Category: NonNormal, Offset: i, End: end, Message: "URI is not normalized (" + strings.Join(names, ", ") + ")",
		Fix: &n, FixTitle: "Normalize URI", FixSteps: applied}, true
}

// segmentScheme reports whether dot segments and default ports in a URI
// of scheme are normalized: only in the schemes uricore knows the rules
// of (http, https, ws, wss, ftp). A sink's schemes are not enough:
// docker's WithHost takes npipe, whose path is a pipe's name, and unix,
// whose path is a file's, where "a/../b" is not "b" when a is a link.
func segmentScheme(scheme string) bool {
	_, ok := uricore.LookupScheme(scheme)
	return ok
}

// stepNames lists the normalization steps: the name in messages and the
// name in configuration, in the order of the documentation.
var stepNames = []struct {
	step       uricore.Steps
	name, flag string
}{
	{uricore.StepCase, "case", "case"},
	{uricore.StepPercentEncoding, "percent-encoding", "percent-encoding"},
	{uricore.StepDotSegments, "dot segments", "dot-segments"},
	{uricore.StepDefaultPort, "default port", "default-port"},
	{uricore.StepEmptyPath, "empty path", "empty-path"},
	{uricore.StepIPv6, "IPv6 form", "ipv6"},
}

// StepByName returns the normalization step a configuration names.
func StepByName(name string) (uricore.Steps, bool) {
	for _, s := range stepNames {
		if s.flag == name {
			return s.step, true
		}
	}
	return 0, false
}

// StepFlagNames returns the configuration names of the normalization
// steps, comma-separated.
func StepFlagNames() string {
	var names []string
	for _, s := range stepNames {
		names = append(names, s.flag)
	}
	return strings.Join(names, ", ")
}

// StepsFlag returns the configuration names of steps, as -normalize
// takes them: comma-separated, no space.
func StepsFlag(steps uricore.Steps) string {
	var names []string
	for _, s := range stepNames {
		if steps&s.step != 0 {
			names = append(names, s.flag)
		}
	}
	return strings.Join(names, ",")
}
