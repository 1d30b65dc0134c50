// Source: https://github.com/redis/go-redis/issues/864 (maintainer: "Replace
// http://localhost:6379 with localhost:6379").
package rm13

import "github.com/redis/go-redis/v9"

func client() *redis.Client {
	return redis.NewClient(&redis.Options{
		Addr:     "http://localhost:6379", // heldout:mistake form
		Password: "",
		DB:       0,
	})
}

func clientOK() *redis.Client {
	return redis.NewClient(&redis.Options{
		Addr:     "localhost:6379", // heldout:deliberate
		Password: "",
		DB:       0,
	})
}
