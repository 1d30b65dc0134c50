package ecosinks

import (
	"github.com/docker/docker/client"
	moby "github.com/moby/moby/client"
)

func dockerClients() {
	client.NewClientWithOpts(client.WithHost("localhost:2375")) // want `github\.com/docker/docker/client\.WithHost needs a tcp, tcp4, tcp6, unix, npipe, http, https or ssh URL, but "localhost" parses as the scheme`
	client.NewClientWithOpts(client.WithHost("unix:///var/run/docker.sock"))
	client.NewClientWithOpts(client.WithHost("tcp://127.0.0.1:2376"))
	client.ParseHostURL("/var/run/docker.sock") // want `github\.com/docker/docker/client\.ParseHostURL needs a tcp, tcp4, tcp6, unix, npipe, http, https or ssh URL, but the URI has no scheme`
	client.ParseHostURL("ssh://me@docker.example.com")
	moby.New(moby.WithHost("docker:2375")) // want `github\.com/moby/moby/client\.WithHost needs a tcp, tcp4, tcp6, unix, npipe, http, https or ssh URL, but the scheme is "docker"`
	moby.New(moby.WithHost("unix:///run/user/1000/docker.sock"))
	moby.ParseHostURL("udp://127.0.0.1:2375") // want `github\.com/moby/moby/client\.ParseHostURL needs a tcp, tcp4, tcp6, unix, npipe, http, https or ssh URL, but the scheme is "udp"`
	moby.ParseHostURL("tcp://127.0.0.1:2375")
}
