// Source: https://github.com/harness/ff-proxy/commit/e647bc4cb68794170432fb3101c8b268c5b77166
// (PR #315 "Fix redis address handling", cmd/ff-proxy/main.go). The
// --redis-address flag ("redis://localhost:6379") went into
// UniversalOptions.Addrs: "too many colons in address". The literal stands in
// for the flag value.
package rm08

import "github.com/redis/go-redis/v9"

func newRedis() redis.UniversalClient {
	return redis.NewUniversalClient(&redis.UniversalOptions{
		Addrs: []string{"redis://localhost:6379"}, // heldout:mistake form
	})
}

func newRedisOK() redis.UniversalClient {
	return redis.NewUniversalClient(&redis.UniversalOptions{
		Addrs: []string{"localhost:6379"}, // heldout:deliberate
	})
}
