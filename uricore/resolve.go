// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uricore

import "strings"

// Resolve resolves ref against base as RFC 3986 §5.2.2 specifies for a
// strict parser, merging paths as §5.2.3 does and removing dot segments
// as §5.2.4 does. A ref with a scheme is taken as it is, even one with the
// base's scheme ("http:g" stays "http:g"); see [Reference.ResolveNonStrict].
//
// base should be an absolute URI (§5.1); its fragment never reaches the
// target (§5.2.2). A relative base is used as it is: the target then is
// relative too.
func (base Reference) Resolve(ref Reference) Reference {
	var t Reference
	switch {
	case ref.Scheme != "":
		t = ref
		t.Path = RemoveDotSegments(ref.Path)
	case ref.HasAuthority:
		t = ref
		t.Scheme = base.Scheme
		t.Path = RemoveDotSegments(ref.Path)
	default:
		t = base
		t.Fragment, t.HasFragment = "", false
		switch {
		case ref.Path == "":
			if ref.HasQuery {
				t.Query, t.HasQuery = ref.Query, true
			}
		case ref.Path[0] == '/':
			t.Path = RemoveDotSegments(ref.Path)
			t.Query, t.HasQuery = ref.Query, ref.HasQuery
		default:
			t.Path = RemoveDotSegments(merge(base, ref.Path))
			t.Query, t.HasQuery = ref.Query, ref.HasQuery
		}
	}
	t.Fragment, t.HasFragment = ref.Fragment, ref.HasFragment
	return t
}

// ResolveNonStrict is like [Reference.Resolve] but takes the branch §5.2.2
// allows for backward compatibility: a ref whose scheme equals the base's,
// compared without regard to case, is resolved as if it had none
// ("http:g" against "http://a/b/c/d;p?q" is "http://a/b/c/g").
func (base Reference) ResolveNonStrict(ref Reference) Reference {
	if ref.Scheme != "" && strings.EqualFold(ref.Scheme, base.Scheme) {
		ref.Scheme = ""
	}
	return base.Resolve(ref)
}

// merge merges a relative-path reference with the path of base (§5.2.3).
func merge(base Reference, path string) string {
	if base.HasAuthority && base.Path == "" {
		return "/" + path
	}
	i := strings.LastIndexByte(base.Path, '/')
	return base.Path[:i+1] + path
}

// RemoveDotSegments removes the special "." and ".." complete segments from
// path, as the algorithm of RFC 3986 §5.2.4 does. It returns path itself
// when path has no dot segment.
func RemoveDotSegments(path string) string {
	if !hasDotSegment(path) {
		return path
	}
	out := make([]byte, 0, len(path))
	in := path
	for in != "" {
		switch {
		case strings.HasPrefix(in, "../"): // A
			in = in[3:]
		case strings.HasPrefix(in, "./"): // A
			in = in[2:]
		case strings.HasPrefix(in, "/./"): // B
			in = in[2:]
		case in == "/.": // B
			in = "/"
		case strings.HasPrefix(in, "/../"): // C
			in = in[3:]
			out = out[:lastSlash(out)]
		case in == "/..": // C
			in = "/"
			out = out[:lastSlash(out)]
		case in == "." || in == "..": // D
			in = ""
		default: // E: move the first segment, with its leading '/', to out
			j := strings.IndexByte(in[1:], '/') + 1
			if j == 0 {
				j = len(in)
			}
			out = append(out, in[:j]...)
			in = in[j:]
		}
	}
	return string(out)
}

// lastSlash returns the index of the last '/' in b, or 0 if there is none:
// the length of b once its last segment is removed.
func lastSlash(b []byte) int {
	for i := len(b) - 1; i >= 0; i-- {
		if b[i] == '/' {
			return i
		}
	}
	return 0
}

// hasDotSegment reports whether path has a segment "." or "..".
func hasDotSegment(path string) bool {
	// Look only at the dots: most paths hold few or none.
	for i := 0; ; i++ {
		k := strings.IndexByte(path[i:], '.')
		if k < 0 {
			return false
		}
		i += k
		if i == 0 || path[i-1] == '/' { // a segment starts at the dot
			j := i + 1
			if j < len(path) && path[j] == '.' {
				j++
			}
			if j == len(path) || path[j] == '/' {
				return true
			}
		}
	}
}
