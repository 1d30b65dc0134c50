// Source: https://github.com/DataDog/datadog-agent/pull/50326 ("[CONS-8164]
// Use net.JoinHostPort for IPv6-safe cluster agent internal URLs", merged;
// its description names pkg/clusteragent/api/leader_forwarder.go, "the
// LeaderForwarder reverse-proxy Director setting req.URL.Host =
// leaderIP+":"+apiPort", and the fix net.JoinHostPort). The wrong code was
// read in a stored copy of that file (code-index file id 5426971224; the
// repository and path of the stored copy were not confirmed by the index);
// the fixing diff was not read. leaderIP is the leader pod's IP, IPv6 in
// IPv6-only clusters.
package rt27

import (
	"net"
	"net/http"
	"net/http/httputil"
)

const forwardHeader = "X-DCA-Follower-Forwarded"

type LeaderForwarder struct {
	apiPort string
	proxy   *httputil.ReverseProxy
}

func (lf *LeaderForwarder) SetLeaderIP(leaderIP string) {
	if leaderIP == "" {
		lf.proxy = nil
		return
	}
	lf.proxy = &httputil.ReverseProxy{
		Director: func(req *http.Request) {
			req.URL.Scheme = "https"
			req.URL.Host = leaderIP + ":" + lf.apiPort // heldout:mistake hostport
			req.Header.Add(forwardHeader, "true")
		},
	}
}

func (lf *LeaderForwarder) SetLeaderIPOK(leaderIP string) {
	if leaderIP == "" {
		lf.proxy = nil
		return
	}
	lf.proxy = &httputil.ReverseProxy{
		Director: func(req *http.Request) {
			req.URL.Scheme = "https"
			req.URL.Host = net.JoinHostPort(leaderIP, lf.apiPort) // heldout:deliberate
			req.Header.Add(forwardHeader, "true")
		},
	}
}
