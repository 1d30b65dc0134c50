package m12

import (
	"bytes"
	"fmt"
	"net/http"
	"testing"
)

// source: public GitHub Go test found by exact-string search (index file ids 48909256574, 48488800629; repository not identified): codecrafters http-server TestHandleRequest
func TestHandleRequest(t *testing.T) {
	var buf bytes.Buffer
	req, err := http.NewRequest("GET", "http//localhost:4221", nil) // heldout:mistake typo
	if err != nil {
		fmt.Println(err)
	}
	req.Write(&buf)
	path, _ := HandleRequest(buf.Bytes())
	fmt.Println(path)
}
