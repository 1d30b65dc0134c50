// Source: https://github.com/go-kratos/kratos/pull/3675 (commit 4b104e99c,
// "use net.JoinHostPort to improve IPv6 compatible"; contrib/registry/...).
// Endpoint URLs were built with "%s://%s:%d" and later parsed with url.Parse
// and dialled; with an IPv6 address they cannot be parsed.
package rm04

import (
	"fmt"
	"net"
	"net/url"
	"strconv"
)

type Service struct {
	Address string
	Port    int
}

type Instance struct {
	Ip   string
	Port uint64
}

func consulEndpoints(svc Service) []string {
	var endpoints []string
	endpoints = append(endpoints, fmt.Sprintf("http://%s:%d", svc.Address, svc.Port)) // heldout:mistake malformed
	return endpoints
}

func endpoint(kind string, in Instance) (*url.URL, error) {
	return url.Parse(fmt.Sprintf("%s://%s:%d", kind, in.Ip, in.Port)) // heldout:mistake malformed
}

func consulEndpointsOK(svc Service) []string {
	var endpoints []string
	endpoints = append(endpoints, "http://"+net.JoinHostPort(svc.Address, strconv.Itoa(svc.Port))) // heldout:deliberate
	return endpoints
}

func endpointOK(kind string, in Instance) (*url.URL, error) {
	return url.Parse(kind + "://" + net.JoinHostPort(in.Ip, strconv.FormatUint(in.Port, 10))) // heldout:deliberate
}
