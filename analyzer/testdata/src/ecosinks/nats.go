package ecosinks

import nats "github.com/nats-io/nats.go"

func natsServers() {
	nats.Connect("nats://::1:4222") // want `an IPv6 address in a URI needs brackets`
	nats.Connect("nats://a:4222, nats://b:4222", nats.Name("app"))
	nats.Connect("a:4222,b:4222")
	nats.Connect("nats://a:4222,nats://b:99999") // want `port 99999 is out of range`
	nats.Connect("tls://nats.example.com:4443")
	nats.Connect("")
	nats.Options{Url: "nats://::1:4222"}.Connect() // want `an IPv6 address in a URI needs brackets`
	nats.Options{Url: "nats://[::1]:4222"}.Connect()
	opts := nats.Options{
		Servers: []string{
			"nats://a:4222",
			"nats://b:42220000", // want `port 42220000 is out of range`
		},
	}
	opts.Connect()
	nats.Options{Servers: []string{"nats://a:4222", "b:4222"}}.Connect()
}
