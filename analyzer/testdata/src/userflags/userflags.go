package userflags

type Client struct{}

func (*Client) Do(method, u string) {}

func Fetch(u string) {}

func f(c *Client) {
	Fetch("www.example.com")    // want `userflags.Fetch needs an absolute http or https URL`
	c.Do("GET", "http://a/%zz") // want `invalid percent-encoding|unexpected character`
	c.Do("a%zz", "")            // ok: argument 0 is not a sink
}

func Queue(u string)     {}
func Collector(a string) {}
func Servers(s string)   {}

func g() {
	Queue("amqps://mq.internal/")           // ok
	Queue("mq.internal:5672")               // want `userflags.Queue needs an amqp or amqps URL, but "mq.internal" parses as the scheme`
	Collector("otel:4317")                  // ok
	Collector("https://otel:4317")          // want `userflags.Collector needs host\[:port\] alone, but the string starts with the scheme "https://"`
	Servers("nats://a:4222,tls://b:4222")   // ok
	Servers("nats://a:4222, http://b:4222") // want `the scheme is "http"`
}
