package slips

import (
	"fmt"
	"testing"
)

func TestConfirmLink(t *testing.T) {
	m := &Mailer{Host: "example.com"}
	want := fmt.Sprintf("http//%s/confirm/%s", m.Host, "42") // ok: the expected output, spelled as the code spells it
	if got := m.ConfirmLink("42"); got != want {
		t.Errorf("ConfirmLink = %q, want %q", got, want)
	}
}

func TestReset(t *testing.T) {
	m := &Mailer{Host: "example.com"}
	link := fmt.Sprintf("https//%s/reset?token=%s", m.Host, "t") // ok: logged text, no URI use: a test is not judged by text alone
	t.Log(link)
	_ = m.ResetBody("t")
}
