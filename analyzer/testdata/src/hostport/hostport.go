// Package hostport checks hosts and ports put together as text, and the
// parts of a URL taken apart and put back wrong.
package hostport

import (
	"crypto/tls"
	"flag"
	"fmt"
	"log"
	"net"
	"net/http"
	"net/url"
	"os"
	"strconv"
	"strings"
)

type Config struct {
	Host string
	Port int
}

var addrFlag = flag.String("host", "localhost", "host")

// Hosts of every origin that may be "::1".
func origins(host string, port int, cfg *Config, u *url.URL, ip net.IP) {
	net.Dial("tcp", fmt.Sprintf("%s:%d", host, port))                      // want `host may be an IPv6 address \(host from parameter host at hostport.go:26\), which needs brackets before ":" and a port: net.JoinHostPort writes them`
	net.Dial("tcp", host+":"+strconv.Itoa(port))                           // want `host may be an IPv6 address \(host from parameter host`
	net.Listen("tcp", cfg.Host+":8080")                                    // want `cfg.Host may be an IPv6 address \(host from field Config.Host at hostport.go:29\)`
	tls.Dial("tcp", fmt.Sprintf("%s:%d", u.Hostname(), port), nil)         // want `u.Hostname\(\) may be an IPv6 address \(host from \(\*net/url.URL\).Hostname`
	net.Dial("tcp", os.Getenv("DB_HOST")+":5432")                          // want `host from the environment \(os.Getenv\)`
	net.Dial("tcp", *addrFlag+":5432")                                     // want `host from \*addrFlag`
	net.Dial("tcp", fmt.Sprintf("%s:%d", ip, port))                        // want `ip may be an IPv6 address \(host from a net.IP`
	h, _, _ := net.SplitHostPort(cfg.Host)                                 //
	net.Dial("tcp", h+":443")                                              // want `h may be an IPv6 address \(host from net.SplitHostPort`
	addr := fmt.Sprintf("%s:%d", host, port)                               // want `host may be an IPv6 address`
	net.DialTimeout("tcp", addr, 0)                                        //
	var d net.Dialer                                                       //
	d.DialContext(nil, "tcp", fmt.Sprintf("%s:%s", host, "80"))            // want `host may be an IPv6 address`
	http.ListenAndServe(fmt.Sprintf("%s:%d", cfg.Host, cfg.Port), nil)     // want `cfg.Host may be an IPv6 address`
	http.Get(fmt.Sprintf("http://%s:%d/api", host, port))                  // want `host may be an IPv6 address`
	_ = url.URL{Scheme: "http", Host: fmt.Sprintf("%s:%d", host, port)}    // want `host may be an IPv6 address`
	link := fmt.Sprintf("https://%s:%d/hooks/%s", u.Hostname(), port, "x") // want `u.Hostname\(\) may be an IPv6 address`
	_ = strings.ToUpper(link)
}

// Hosts known not to be an IPv6 address without brackets.
func safe(host string, port int, u *url.URL, r *http.Request, ip net.IP, srv *net.SRV) { // want safe:`readsurl\[3\]`
	net.Dial("tcp", fmt.Sprintf("%s:%d", "db.internal", port))
	net.Dial("tcp", "127.0.0.1:"+strconv.Itoa(port))
	net.Dial("tcp", net.JoinHostPort(host, strconv.Itoa(port)))
	net.Dial("tcp", fmt.Sprintf("[%s]:%d", host, port))
	net.Dial("tcp", fmt.Sprintf("%s:%d", u.Host, port)) // the Host keeps its brackets
	net.Dial("tcp", r.Host+":80")
	net.Dial("tcp", fmt.Sprintf("%s:%d", ip.To4(), port))
	net.Dial("tcp", ip.To4().String()+":53")
	net.Dial("tcp", fmt.Sprintf("%s:%d", srv.Target, srv.Port))
	name, _ := os.Hostname()
	net.Listen("tcp", name+":8080")
	net.Dial("tcp", fmt.Sprintf("%s:%d", fmt.Sprintf("%s.example.com", host), port))
	bucket := host + ".s3.example.com"
	net.Dial("tcp", bucket+":443")
	local, _ := url.Parse("http://127.0.0.1:9600")
	net.Dial("tcp", local.Hostname()+":9601")
	h := host
	if strings.Contains(h, ":") {
		h = "[" + h + "]"
	}
	net.Dial("tcp", h+":80")
	g := host
	if !strings.Contains(g, ":") {
		net.Dial("tcp", g+":80")
	}
	net.Dial("tcp", fmt.Sprintf("%s:%d", port, port)) // a number is no host
	net.Dial("unix", "/run/app.sock")
	fmt.Sprintf("http://%s:%d/", host, port)             // nothing reads the result
	log.Printf("listening on http://%s:%d/", host, port) // a log line is no address
	msg := fmt.Sprintf("http://%s:%d", host, port)
	log.Println(msg)
	_ = fmt.Errorf("dial http://%s:%d: refused", host, port)
	http.Get(fmt.Sprintf("http://%s/api", host))               // no port after the host
	http.Get(fmt.Sprintf("tls://%s:%s@%s/", host, "pw", host)) // want `URI has a password in its userinfo` `needs an absolute http or https URL, but the scheme is "tls"`
}

// The parts of a URL put back wrong.
func parts(u *url.URL, r *http.Request, port string, cfg *Config) { // want parts:`readsurl\[1\]`
	net.JoinHostPort(u.Host, "4222")       // want `net.JoinHostPort given u.Host, which may hold a port and an IPv6 address's brackets already \("\[::1\]:80" gives "\[\[::1\]:80\]:…"\): give it u.Hostname\(\)`
	net.JoinHostPort(r.Host, port)         // want `give it the host net.SplitHostPort takes from it`
	net.JoinHostPort(u.Hostname(), "4222") // ok
	net.JoinHostPort(cfg.Host, port)       // ok: a bare host by the field's type, not its name
	if !strings.Contains(u.Host, ":") {    // want `strings.Contains tests u.Host for a port by its ':', which every IPv6 host holds \("\[::1\]"\): use u.Port\(\) != ""`
		u.Host += ":443"
	}
	if strings.IndexByte(r.Host, ':') < 0 { // want `strings.IndexByte tests r.Host for a port by its ':', which every IPv6 host holds \("\[::1\]"\): a port follows the last ':' only when it comes after the last '\]'`
		r.Host += ":80"
	}
	_ = strings.Split(r.RemoteAddr, ":")                                // want `strings.Split splits r.RemoteAddr on ':', which an IPv6 address holds several of \("\[::1\]:80"\): use net.SplitHostPort`
	_, _, _ = strings.Cut(u.Host, ":")                                  // want `strings.Cut splits u.Host on ':'.*use u.Hostname\(\) and u.Port\(\)`
	_ = strings.LastIndex(u.Host, ":") > strings.LastIndex(u.Host, "]") // ok: brackets compared
	_ = strings.Contains(u.Path, ":")                                   // ok: not a host
	_ = strings.Split(cfg.Host, ":")                                    // ok: a field of unknown content
}

func server(host string, port int) *http.Server {
	srv := &http.Server{Addr: fmt.Sprintf("%s:%d", host, port)} // want `host may be an IPv6 address \(host from parameter host`
	srv.Addr = host + ":8080"                                   // want `host may be an IPv6 address`
	srv.Addr = "127.0.0.1:8080"
	return srv
}

func remote(r *http.Request) string {
	ra := r.RemoteAddr
	return strings.SplitN(ra, ":", 2)[0] // want `strings.SplitN splits r.RemoteAddr on ':'`
}

// A String method that brackets an IPv6 address itself.
type peer struct {
	ip net.IP
	s  string
}

func (p *peer) String() string {
	if p.s == "" {
		p.s = p.ip.String()
		if p.ip.To4() == nil {
			p.s = "[" + p.s + "]"
		}
	}
	return p.s
}

func dialPeer(p *peer) {
	net.Dial("tcp", p.String()+":80") // ok: the host is bracketed by its method
}

// Tables that hold bracketed hosts, keyed and positional.
type hostCase struct {
	host string
	ok   bool
}

var hostCases = []hostCase{{"localhost", true}, {"[::1]", true}}

type server2 struct{ host string }

func tables(port int) {
	for _, c := range hostCases {
		http.Get("https://" + c.host + ":80") // ok: the table brackets its IPv6 host
	}
	for _, h := range []string{"127.0.0.1", "[::1]"} {
		s := server2{host: h}
		http.Get(fmt.Sprintf("http://%s:%d/", s.host, port)) // ok
	}
}

// The Host is what the code put there: a bare host.
func rehost(u *url.URL, host, port string) {
	u.Host = host
	if port != "" {
		u.Host = net.JoinHostPort(u.Host, port) // ok
	}
}

// An address stored in a field, or returned by a method, and dialed
// elsewhere.
type client struct {
	addr string
	name string
}

func newClient(host string, port int) *client {
	return &client{addr: fmt.Sprintf("%s:%d", host, port), name: host + ":x"} // want `host may be an IPv6 address \(host from parameter host`
}

func (c *client) reset(host string) {
	c.addr = host + ":443" // want `host may be an IPv6 address`
	c.name = host + ":443" // ok: never dialed
}

func (c *client) dial() { net.Dial("tcp", c.addr) }

type migration struct {
	Host string
	Port int
}

func (m migration) Address() string {
	return fmt.Sprintf("%s:%d", m.Host, m.Port) // want `m.Host may be an IPv6 address \(host from field migration.Host`
}

func pull(m migration) { tls.Dial("tcp", m.Address(), nil) }

// A local written in a branch.
func branch(host string, port int, scheme string) {
	h := host
	if port != 0 {
		h = fmt.Sprintf("%s:%d", host, port) // want `host may be an IPv6 address`
	}
	http.Get(fmt.Sprintf("%s://%s/x", scheme, h))
}

// An authority rebuilt from Hostname() alone.
func rebuilt(u *url.URL, id string) {
	http.Get(fmt.Sprintf("https://%s/hooks/%s", u.Hostname(), id)) // want `u.Hostname\(\) rebuilds an authority without u.Port\(\), which is never read here: the port is lost, and so are an IPv6 address's brackets; use u.Host`
	local, _ := url.Parse("https://api.example.com/v1")
	http.Get("https://" + local.Hostname() + "/v2") // ok: a constant URL
}

func rebuiltWithPort(u *url.URL, id string) {
	host := u.Hostname()
	if p := u.Port(); p != "" {
		host = net.JoinHostPort(host, p)
	}
	http.Get("https://" + u.Hostname() + "/hooks/" + id) // ok: the function reads the port
	_ = host
}

// Listeners bound to a constant IPv4 address, and a test server's.
func listeners(port int) {
	l, _ := net.Listen("tcp", "127.0.0.1:0")
	host, p, _ := net.SplitHostPort(l.Addr().String())
	http.Get("http://" + host + ":" + p + "/") // ok: bound to 127.0.0.1
	any, _ := net.Listen("tcp", ":0")
	h2, p2, _ := net.SplitHostPort(any.Addr().String())
	http.Get("http://" + h2 + ":" + p2 + "/") // want `h2 may be an IPv6 address \(host from net.SplitHostPort`
	h3, _, _ := net.SplitHostPort("10.0.0.1:80")
	net.Dial("tcp", fmt.Sprintf("%s:%d", h3, port)) // ok: a constant IPv4 address
}

// Names by contract: DNS answers.
func names(domain string) {
	mxs, _ := net.LookupMX(domain)
	for _, mx := range mxs {
		net.Dial("tcp", mx.Host+":25") // ok: a name
	}
	cname, _ := net.LookupCNAME(domain)
	net.Dial("tcp", cname+":443") // ok: a name
	nss, _ := net.LookupNS(domain)
	net.Dial("tcp", nss[0].Host+":53") // ok: a name
}
