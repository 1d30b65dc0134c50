package escapes

const (
	a = "http://\x65xample.com/%zz"  // want `malformed URI`
	b = "http://é.example/%zz"       // want `malformed URI`
	c = "http://example.com/\u00e9x" // want `malformed URI`
	d = `http://example.com/%zz`     // want `malformed URI`
)
