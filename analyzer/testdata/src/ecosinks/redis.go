package ecosinks

import (
	redis8 "github.com/go-redis/redis/v8"
	"github.com/redis/go-redis/v9"
)

func redisURLs() {
	redis.ParseURL("localhost:6379") // want `github\.com/redis/go-redis/v9\.ParseURL needs a redis, rediss or unix URL, but "localhost" parses as the scheme`
	redis.ParseURL("redis://localhost:6379/0")
	redis.ParseURL("rediss://cache.example.com:6380")
	redis.ParseURL("unix:///var/run/redis/redis.sock")
	redis.ParseURL("rediss://default:s3cret@cache.example.com:6380") // want `URI has a password`
	redis.ParseClusterURL("unix:///var/run/redis/redis.sock")        // want `github\.com/redis/go-redis/v9\.ParseClusterURL needs a redis or rediss URL, but the scheme is "unix"`
	redis.ParseClusterURL("redis://node1:7000?addr=node2:7001")
	redis.ParseFailoverURL("sentinel://sentinel-0:26379/mymaster") // want `github\.com/redis/go-redis/v9\.ParseFailoverURL needs a redis or rediss URL, but the scheme is "sentinel"`
	redis.ParseFailoverURL("redis://sentinel-0:26379/0?master_name=mymaster")
}

func redisOptions() {
	redis.NewClient(&redis.Options{Addr: "redis://localhost:6379"})                    // want `github\.com/redis/go-redis/v9\.Options\.Addr needs host\[:port\] or a Unix socket.s path, but the string starts with the scheme "redis://"`
	redis.NewClient(&redis.Options{Addr: "http://localhost:6379"})                     // want `go-redis/v9\.Options\.Addr needs host\[:port\] or a Unix socket.s path, but the string starts with the scheme "http://"`
	redis.NewClient(&redis.Options{Addr: "redis://cache.example.com:6379"})            // want `go-redis/v9\.Options\.Addr needs host\[:port\] or a Unix socket.s path, but the string starts with the scheme "redis://"`
	redis.NewClient(&redis.Options{Addr: "rediss://user:pass@cache.example.com:6380"}) // want `go-redis/v9\.Options\.Addr needs host\[:port\] or a Unix socket.s path, but the string starts with the scheme "rediss://"` `URI has a password`
	redis.NewClient(&redis.Options{Addr: "app:pw@redis:6379"})                         // want `go-redis/v9\.Options\.Addr needs host\[:port\] or a Unix socket.s path, but the string holds userinfo`
	redis.NewClient(&redis.Options{Addr: "redis:99999"})                               // want `port 99999 is out of range`
	redis.NewClient(&redis.Options{Addr: "::1:6379"})                                  // want `an IPv6 address in a URI needs brackets before its port`
	redis.NewClient(&redis.Options{Addr: "localhost:6379"})
	redis.NewClient(&redis.Options{Addr: "[::1]:6379"})
	redis.NewClient(&redis.Options{Addr: "cache.example.com:6379", DB: 1})
	redis.NewClient(&redis.Options{Network: "unix", Addr: "/var/run/redis/redis.sock"})
	redis.NewClient(&redis.Options{})
	redis.NewClusterClient(&redis.ClusterOptions{
		Addrs: []string{
			"node1:7000",
			"redis://node2:7001", // want `github\.com/redis/go-redis/v9\.ClusterOptions\.Addrs needs host\[:port\] alone, but the string starts with the scheme "redis://"`
			"[fd00::3]:7002",
		},
	})
	redis.NewUniversalClient(&redis.UniversalOptions{
		Addrs: []string{"redis://localhost:6379"}, // want `go-redis/v9\.UniversalOptions\.Addrs needs host\[:port\] or a Unix socket.s path, but the string starts with the scheme "redis://"`
	})
	redis.NewUniversalClient(&redis.UniversalOptions{Addrs: []string{"localhost:6379"}})
	redis.NewFailoverClient(&redis.FailoverOptions{
		MasterName: "mymaster",
		SentinelAddrs: []string{
			"sentinel-0.sentinel:26379",
			"sentinel-1.sentinel:26379/0", // want `go-redis/v9\.FailoverOptions\.SentinelAddrs needs host\[:port\] alone, but "/0" is a path`
		},
	})
	redis.NewFailoverClient(&redis.FailoverOptions{MasterName: "mymaster", SentinelAddrs: []string{"sentinel-0.sentinel:26379"}})

	opts := &redis.Options{}
	opts.Addr = "redis://cache:6379" // want `go-redis/v9\.Options\.Addr needs host\[:port\] or a Unix socket.s path, but the string starts with the scheme "redis://"`
	opts.Addr = "cache:6379"
	redis.NewClient(opts)
}

func redisV8() {
	redis8.ParseURL("redis//localhost:6379") // want `github\.com/go-redis/redis/v8\.ParseURL needs a redis, rediss or unix URL, but .*has no scheme`
	redis8.ParseURL("redis://localhost:6379/1")
	redis8.NewClient(&redis8.Options{Addr: "redis://redis:6379"}) // want `github\.com/go-redis/redis/v8\.Options\.Addr needs host\[:port\] or a Unix socket.s path, but the string starts with the scheme "redis://"`
	redis8.NewClient(&redis8.Options{Addr: "redis:6379"})
	redis8.NewClient(&redis8.Options{Network: "unix", Addr: "/tmp/redis.sock"})
	redis8.NewClusterClient(&redis8.ClusterOptions{Addrs: []string{"tcp://node1:7000"}}) // want `go-redis/redis/v8\.ClusterOptions\.Addrs needs host\[:port\] alone, but the string starts with the scheme "tcp://"`
	redis8.NewClusterClient(&redis8.ClusterOptions{Addrs: []string{"node1:7000", "node2:7001"}})
	redis8.NewUniversalClient(&redis8.UniversalOptions{Addrs: []string{"rediss://cache:6380"}}) // want `go-redis/redis/v8\.UniversalOptions\.Addrs needs host\[:port\] or a Unix socket.s path, but the string starts with the scheme "rediss://"`
	redis8.NewUniversalClient(&redis8.UniversalOptions{Addrs: []string{"cache:6380"}})
	redis8.NewFailoverClient(&redis8.FailoverOptions{MasterName: "m", SentinelAddrs: []string{"redis://sentinel:26379"}}) // want `go-redis/redis/v8\.FailoverOptions\.SentinelAddrs needs host\[:port\] alone, but the string starts with the scheme "redis://"`
	redis8.NewFailoverClient(&redis8.FailoverOptions{MasterName: "m", SentinelAddrs: []string{"sentinel:26379"}})
	o := &redis8.Options{}
	o.Addr = "http://localhost:6379" // want `go-redis/redis/v8\.Options\.Addr needs host\[:port\] or a Unix socket.s path, but the string starts with the scheme "http://"`
	o.Addr = "localhost:6379"
}
