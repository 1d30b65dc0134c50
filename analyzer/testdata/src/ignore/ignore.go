package ignore

import (
	"net/http"
	"net/url"
)

func f() {
	url.Parse("http://a/%zz") //urilint:ignore testing the error path
	//urilint:ignore the next line is deliberate
	url.Parse("http://b/%zz")
	url.Parse("http://c/%zz") // want `invalid percent-encoding|unexpected character`

	url.Parse("http://d/%zz") //urilint:ignore malformed the error path is the test
	//urilint:ignore typo,form the handler reads the path only
	http.Get("localhost:8080/x")
	url.Parse("http://e/%zz")        //urilint:ignore typo wrong category // want `invalid percent-encoding` `^this //urilint:ignore suppresses nothing`
	url.Parse("http://example.com/") //urilint:ignore malformed nothing to suppress // want `^this //urilint:ignore suppresses nothing`
}

func trailing() {
	url.Parse("http://f/%zz") //urilint:ignore malformed this line only
	url.Parse("http://g/%zz") // want `invalid percent-encoding`
}
