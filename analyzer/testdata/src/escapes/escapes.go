package escapes

const (
	a = "http://\x65xample.com/%zz"  // want `invalid percent-encoding|unexpected character`
	b = "http://é.example/%zz"       // want `invalid percent-encoding|unexpected character`
	c = "http://example.com/\u00e9x" // want `invalid percent-encoding|unexpected character`
	d = `http://example.com/%zz`     // want `invalid percent-encoding|unexpected character`
)
