// Source: public Go file found by exact-string search (index file id
// 19208274021; package utils, InitRedis; repository not identified). The old
// call is kept commented out in the same file, replaced by redis.ParseURL.
package rm12

import "github.com/redis/go-redis/v9"

func initRedis() *redis.Client {
	return redis.NewClient(&redis.Options{
		Addr:     "redis://cache.example.com:6379", // heldout:mistake form
		Password: "",
		DB:       0,
	})
}

func initRedisOK() (*redis.Client, error) {
	opt, err := redis.ParseURL("redis://cache.example.com:6379") // heldout:deliberate
	if err != nil {
		return nil, err
	}
	return redis.NewClient(opt), nil
}

func initRedisAddrOK() *redis.Client {
	return redis.NewClient(&redis.Options{Addr: "cache.example.com:6379"}) // heldout:deliberate
}
