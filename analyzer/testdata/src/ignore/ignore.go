package ignore

import "net/url"

func f() {
	url.Parse("http://a/%zz") //urilint:ignore testing the error path
	//urilint:ignore the next line is deliberate
	url.Parse("http://b/%zz")
	url.Parse("http://c/%zz") // want `invalid percent-encoding|unexpected character`
}
