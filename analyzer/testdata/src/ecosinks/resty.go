package ecosinks

import "github.com/go-resty/resty/v2"

func restClients() {
	resty.New().SetBaseURL("localhost:8080/api") // want `\(\*github\.com/go-resty/resty/v2\.Client\)\.SetBaseURL needs an http or https URL, but "localhost" parses as the scheme`
	resty.New().SetBaseURL("api.example.com/v1") // want `resty/v2\.Client\)\.SetBaseURL needs an http or https URL, but "api\.example\.com" has no scheme`
	resty.New().SetBaseURL("https://api.example.com/v1")
	resty.New().SetBaseURL("http://localhost:8080")
	resty.New().SetHostURL("ftp://files.example.com/") // want `\(\*github\.com/go-resty/resty/v2\.Client\)\.SetHostURL needs an http or https URL, but the scheme is "ftp"`
	resty.New().SetHostURL("https://api.example.com")
	resty.New().SetProxy("127.0.0.1:3128")         // want `\(\*github\.com/go-resty/resty/v2\.Client\)\.SetProxy needs an http, https, socks5 or socks5h URL, but "127\.0\.0\.1:3128" has no scheme`
	resty.New().SetProxy("socks://127.0.0.1:1080") // want `resty/v2\.Client\)\.SetProxy needs an http, https, socks5 or socks5h URL, but the scheme is "socks"`
	resty.New().SetProxy("http://proxy.internal:3128")
	resty.New().SetProxy("socks5://127.0.0.1:1080")
}
