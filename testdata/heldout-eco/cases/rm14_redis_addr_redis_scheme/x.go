// Source: https://github.com/redis/go-redis/issues/2870 (comment of
// 2024-09-26; maintainer: "you don't need to specify redis:// in the
// address").
package rm14

import "github.com/redis/go-redis/v9"

func client2() *redis.Client {
	return redis.NewClient(&redis.Options{
		Addr:     "redis://localhost:6379", // heldout:mistake form
		Password: "banana",
	})
}

func client2OK() (*redis.Client, error) {
	opt, err := redis.ParseURL("redis://localhost:6379") // heldout:deliberate
	if err != nil {
		return nil, err
	}
	return redis.NewClient(opt), nil
}
