// Source: https://github.com/fiatjaf/relayer/commit/25213d34c478a28f84dc3ebbe1e74af9666c0c7a
// (PR #14 "start: make http server's listening host/port compatible with
// IPv6", merged as 932a9b6). Settings.Host and Settings.Port come from the
// environment (HOST, PORT through envconfig); the server address was
// s.Host + ":" + s.Port, so HOST=::1 PORT=7447 gave "::1:7447" and the
// server exited. The fix is net.JoinHostPort(s.Host, s.Port).
package rt01

import (
	"net"
	"net/http"
	"os"
	"time"
)

type Settings struct {
	Host string `envconfig:"HOST" default:"0.0.0.0"`
	Port string `envconfig:"PORT" default:"7447"`
}

func loadSettings() Settings {
	return Settings{Host: os.Getenv("HOST"), Port: os.Getenv("PORT")}
}

func StartConf(h http.Handler) error {
	s := loadSettings()
	srv := &http.Server{
		Handler:      h,
		Addr:         s.Host + ":" + s.Port, // heldout:mistake hostport
		WriteTimeout: 2 * time.Second,
	}
	return srv.ListenAndServe()
}

func StartConfOK(h http.Handler) error {
	s := loadSettings()
	srv := &http.Server{
		Handler:      h,
		Addr:         net.JoinHostPort(s.Host, s.Port), // heldout:deliberate
		WriteTimeout: 2 * time.Second,
	}
	return srv.ListenAndServe()
}
