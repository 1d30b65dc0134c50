package userflags

type Client struct{}

func (*Client) Do(method, u string) {}

func Fetch(u string) {}

func f(c *Client) {
	Fetch("www.example.com")    // want `userflags.Fetch needs an absolute http or https URL`
	c.Do("GET", "http://a/%zz") // want `invalid percent-encoding|unexpected character`
	c.Do("a%zz", "")            // ok: argument 0 is not a sink
}
