// Copyright 2026 The urilint Authors. All rights reserved.
// Use of this source code is governed by a BSD-style
// license that can be found in the LICENSE file.

package uricore

// String recomposes r as RFC 3986 §5.3 describes: each defined component
// with its delimiter, in order. For every valid s, Parse(s) followed by
// String returns s.
//
// String never returns text that parses differently from r. Where the
// path alone would be misread, it adds what §4.2 and §5.2.4 use to keep
// it apart:
//   - a path that starts with "//" when r has no authority gains a "/."
//     prefix ("foo:/.//bar"), lest its first segment be read as an authority;
//   - a relative-path reference whose first segment holds a ':' gains a
//     "./" prefix ("./a:b"), lest that segment be read as a scheme;
//   - a non-empty path that does not start with "/" when r has an
//     authority gains a "/", since no reference can hold such a path.
//
// The authority is written when HasAuthority is set, from UserInfo (when
// HasUserInfo), Host and Port (when HasPort).
func (r Reference) String() string {
	n := r.textLen()
	if n == len(r.Path) && r.pathPrefix() == "" {
		return r.Path
	}
	return string(r.AppendTo(make([]byte, 0, n)))
}

// AppendTo appends the text of r, as [Reference.String] returns it, to b
// and returns the extended buffer.
func (r Reference) AppendTo(b []byte) []byte {
	if r.Scheme != "" {
		b = append(b, r.Scheme...)
		b = append(b, ':')
	}
	if r.HasAuthority {
		b = append(b, "//"...)
		if r.HasUserInfo {
			b = append(b, r.UserInfo...)
			b = append(b, '@')
		}
		b = append(b, r.Host...)
		if r.HasPort {
			b = append(b, ':')
			b = append(b, r.Port...)
		}
	}
	b = append(b, r.pathPrefix()...)
	b = append(b, r.Path...)
	if r.HasQuery {
		b = append(b, '?')
		b = append(b, r.Query...)
	}
	if r.HasFragment {
		b = append(b, '#')
		b = append(b, r.Fragment...)
	}
	return b
}

// textLen returns the length of r's text.
func (r Reference) textLen() int {
	n := len(r.pathPrefix()) + len(r.Path)
	if r.Scheme != "" {
		n += len(r.Scheme) + 1
	}
	if r.HasAuthority {
		n += 2 + len(r.Host)
		if r.HasUserInfo {
			n += len(r.UserInfo) + 1
		}
		if r.HasPort {
			n += 1 + len(r.Port)
		}
	}
	if r.HasQuery {
		n += 1 + len(r.Query)
	}
	if r.HasFragment {
		n += 1 + len(r.Fragment)
	}
	return n
}

// pathPrefix returns what String writes before r.Path so that the path
// re-parses as itself.
func (r Reference) pathPrefix() string {
	p := r.Path
	switch {
	case r.HasAuthority:
		if p != "" && p[0] != '/' {
			return "/"
		}
	case len(p) >= 2 && p[0] == '/' && p[1] == '/':
		return "/."
	case r.Scheme == "" && firstSegmentHasColon(p):
		return "./"
	}
	return ""
}

// firstSegmentHasColon reports whether the first segment of path p holds a ':'.
func firstSegmentHasColon(p string) bool {
	for i := 0; i < len(p); i++ {
		switch p[i] {
		case ':':
			return true
		case '/':
			return false
		}
	}
	return false
}

// MarshalText implements [encoding.TextMarshaler]; it returns the text of
// [Reference.String].
func (r Reference) MarshalText() ([]byte, error) { return r.AppendTo(nil), nil }

// AppendText implements [encoding.TextAppender].
func (r Reference) AppendText(b []byte) ([]byte, error) { return r.AppendTo(b), nil }

// UnmarshalText implements [encoding.TextUnmarshaler]: it parses text as
// [Parse] does.
func (r *Reference) UnmarshalText(text []byte) error {
	ref, err := Parse(string(text))
	if err != nil {
		return err
	}
	*r = ref
	return nil
}
