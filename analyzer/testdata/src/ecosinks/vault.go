package ecosinks

import (
	consul "github.com/hashicorp/consul/api"
	"github.com/hashicorp/vault/api"
)

func vaultClients() {
	api.NewClient(&api.Config{Address: "vault.example.com:8200"}) // want `github\.com/hashicorp/vault/api\.Config\.Address needs an http, https or unix URL, but "vault\.example\.com" parses as the scheme`
	api.NewClient(&api.Config{Address: "https://vault.example.com:8200"})
	api.NewClient(&api.Config{Address: "unix:///var/run/vault/agent.sock"})
	api.NewClient(&api.Config{Address: ""})

	cfg := api.DefaultConfig()
	cfg.Address = "127.0.0.1:8200" // want `vault/api\.Config\.Address needs an http, https or unix URL, but "127\.0\.0\.1:8200" has no scheme`
	cfg.Address = "http://127.0.0.1:8200"
	cfg.ParseAddress("vault:8200") // want `\(\*github\.com/hashicorp/vault/api\.Config\)\.ParseAddress needs an http, https or unix URL, but the scheme is "vault"`
	cfg.ParseAddress("https://vault:8200")
	c, _ := api.NewClient(cfg)
	c.SetAddress("tcp://127.0.0.1:8200") // want `\(\*github\.com/hashicorp/vault/api\.Client\)\.SetAddress needs an http, https or unix URL, but the scheme is "tcp"`
	c.SetAddress("https://vault.internal:8200")
}

func consulClients() {
	consul.NewClient(&consul.Config{Address: "tcp://consul.internal:8500"}) // want `github\.com/hashicorp/consul/api\.Config\.Address needs host\[:port\] or an http, https or unix URI, but the scheme is "tcp"`
	consul.NewClient(&consul.Config{Address: "127.0.0.1:8500"})
	consul.NewClient(&consul.Config{Address: "https://consul.internal:8501"})
	cc := consul.DefaultConfig()
	cc.Address = "consul://consul.internal:8500" // want `consul/api\.Config\.Address needs host\[:port\] or an http, https or unix URI, but the scheme is "consul"`
	cc.Address = "unix:///var/run/consul.sock"
}
