package testcut

import (
	"context"
	"net/http"
	"net/url"
	"testing"

	"testcutdep"
)

func TestOrDieLocal(t *testing.T) {
	c := &testcutdep.Config{Host: "http://exa mple.com/api"} // want `unexpected character " " in the host`
	_ = testcutdep.NewForConfigOrDie(c)
}

func TestOrDieInline(t *testing.T) {
	_ = testcutdep.NewForConfigOrDie(&testcutdep.Config{Host: "http://api .example.com/"}) // want `unexpected character " " in the host`
}

func TestMustValue(t *testing.T) {
	cfg := testcutdep.Config{Name: "a", Host: "https://exa mple.org/"} // want `unexpected character " " in the host`
	_ = testcutdep.MustBase(cfg)
}

func TestMustOwn(t *testing.T) {
	_ = New(Options{Endpoint: "http://own .example/"}) // want `unexpected character " " in the host`
}

func TestOrDieOtherField(t *testing.T) {
	// The constructor panics on the Host; the Name is not parsed.
	_ = testcutdep.NewForConfigOrDie(&testcutdep.Config{Host: "http://example.com/", Name: "not a url"})
}

func TestLenient(t *testing.T) {
	_ = testcutdep.Lenient(&testcutdep.Config{Host: "http://exa mple.net/"}) // ok: nothing fails or panics on it
}

func TestPanicWanted(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Fatal("no panic")
		}
	}()
	_ = testcutdep.NewForConfigOrDie(&testcutdep.Config{Host: "http://bad host/"}) // ok: the test wants the panic
}

func TestFetch(t *testing.T) {
	client := &Client{endpoint: "htp://example.com"} // want `scheme "htp" looks like a misspelling of "http"`
	if err := client.Fetch(context.Background()); err != nil {
		t.Fatal(err)
	}
}

func TestFetchFails(t *testing.T) {
	client := &Client{endpoint: "htp://example.com"} // ok: the test wants the fetch to fail
	if err := client.Fetch(context.Background()); err == nil {
		t.Fatal("fetched")
	}
}

func TestProxy(t *testing.T) {
	tr := &Transport{Proxy: http.ProxyFromEnvironment}
	req, _ := http.NewRequest("GET", "http://exa mple.com/", nil) // want `unexpected character " " in the host`
	u, err := tr.Proxy(req)
	if err != nil {
		t.Fatal(err)
	}
	_ = u
}

func TestMustRecovered(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Error("MustParse accepted a space in the host")
		}
	}()
	testcutdep.MustParse("http://bad host/") // ok: the test wants the panic
}

func TestMustString(t *testing.T) {
	testcutdep.MustParse("http://bad host/") // want `unexpected character " " in the host`
}

func TestValidTable(t *testing.T) {
	tests := []struct {
		o    Options
		want bool
	}{
		{Options{Endpoint: "http://example.com/"}, true},
		{Options{Endpoint: "http://bad host/"}, false}, // ok: the row expects the predicate to reject it
		{Options{Endpoint: "http://also bad/"}, true},  // want `unexpected character " " in the host`
	}
	for _, tt := range tests {
		if got := tt.o.Valid(); got != tt.want {
			t.Errorf("%+v: Valid() = %v, want %v", tt.o, got, tt.want)
		}
	}
}

func TestCheckTable(t *testing.T) {
	for _, tt := range []struct {
		o       Options
		wantErr bool
	}{
		{Options{Endpoint: "http://example.com/"}, false},
		{Options{Endpoint: "http://bad host/"}, true},  // ok: the row expects an error
		{Options{Endpoint: "http://also bad/"}, false}, // want `unexpected character " " in the host`
	} {
		if err := tt.o.Check(); (err != nil) != tt.wantErr {
			t.Errorf("%+v: Check() = %v, want error %v", tt.o, err, tt.wantErr)
		}
	}
}

func TestCheckTableB(t *testing.T) {
	for _, tt := range []struct {
		o       Options
		wantErr bool
	}{
		{Options{Endpoint: "http://also bad/x"}, false}, // want `unexpected character " " in the host`
	} {
		err := tt.o.Check()
		if err != nil && !tt.wantErr {
			t.Errorf("%+v: Check() = %v", tt.o, err)
		}
	}
}

func TestCheckPlain(t *testing.T) {
	o := Options{Endpoint: "http://also bad/y"} // want `unexpected character " " in the host`
	if err := o.Check(); err != nil {
		t.Fatal(err)
	}
}

func TestMustClient(t *testing.T) {
	o := &Options{Endpoint: "http://mc host/"} // want `unexpected character " " in the host`
	_ = o.MustClient()
}

func TestMustClientPanics(t *testing.T) {
	defer func() { _ = recover() }()
	o := &Options{Endpoint: "http://mc host/p"} // ok: under a deferred recover, the test expects the panic
	_ = o.MustClient()
}

func TestStatementAfter(t *testing.T) {
	u, err := url.Parse("http://x y/") // want `unexpected character " " in the host`
	if err != nil {
		t.Fatal(err)
	}
	// A call whose fact is about its receiver's field, read as a
	// statement of the test.
	(&Options{Endpoint: u.String()}).Check()
}
