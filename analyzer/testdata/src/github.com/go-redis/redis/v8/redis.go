// Package redis stands in for github.com/go-redis/redis/v8@v8.11.5: the
// URL parser with its real signature, and the options' address fields.
package redis

type Options struct {
	Network  string
	Addr     string
	Password string
	DB       int
}

type ClusterOptions struct {
	Addrs    []string
	Password string
}

type UniversalOptions struct {
	Addrs      []string
	Password   string
	MasterName string
}

type FailoverOptions struct {
	MasterName    string
	SentinelAddrs []string
	Password      string
}

type Client struct{}

type ClusterClient struct{}

type UniversalClient interface{ Close() error }

func NewClient(opt *Options) *Client { return nil }

func NewClusterClient(opt *ClusterOptions) *ClusterClient { return nil }

func NewUniversalClient(opts *UniversalOptions) UniversalClient { return nil }

func NewFailoverClient(failoverOpt *FailoverOptions) *Client { return nil }

func ParseURL(redisURL string) (*Options, error) { return nil, nil }
