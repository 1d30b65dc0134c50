// Source: https://github.com/flashbots/mev-boost-relay/commit/309fb113cfc5c31c4db3f7f18a90073692dfef6c
// (fixes issue #251, datastore/redis.go). The --redis-uri flag went into
// Options.Addr: "dial tcp: address rediss://<user>:<pass>@<host>:<port>: too
// many colons in address". Fix: redis.ParseURL. The literal stands in for the
// flag value.
package rm10

import "github.com/redis/go-redis/v9"

func connect() *redis.Client {
	return redis.NewClient(&redis.Options{Addr: "rediss://user:pass@cache.example.com:6380"}) // heldout:mistake form
}

func connectOK() (*redis.Client, error) {
	opt, err := redis.ParseURL("rediss://cache.example.com:6380") // heldout:deliberate
	if err != nil {
		return nil, err
	}
	return redis.NewClient(opt), nil
}
