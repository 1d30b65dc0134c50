package m25

import (
	"net/http"
	"net/http/httptest"
	"testing"
)

// source: public GitHub Go test found by exact-string search (index file id 38629568460; repository not identified): Test_application_addIPToContext
func Test_application_addIPToContext(t *testing.T) {
	tests := []struct {
		headerName, headerValue, addr string
		emptyAddr                     bool
	}{
		{"", "", "", false},
		{"X-Forwarded-For", "192.3.2.1", "", false},
		{"", "", "hello:world", false},
	}
	nextHandler := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if _, ok := r.Context().Value(contextUserKey).(string); !ok {
			t.Error("not string")
		}
	})
	for _, test := range tests {
		handlerToTest := addIPtoContext(nextHandler)
		request := httptest.NewRequest("GET", "http:://testing", nil) // heldout:mistake typo
		if test.emptyAddr {
			request.RemoteAddr = ""
		}
		if len(test.headerName) > 0 {
			request.Header.Add(test.headerName, test.headerValue)
		}
		if len(test.addr) > 0 {
			request.RemoteAddr = test.addr
		}
		handlerToTest.ServeHTTP(httptest.NewRecorder(), request)
	}
}
