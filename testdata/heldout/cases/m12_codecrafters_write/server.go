package m12

import (
	"bufio"
	"bytes"
	"net/http"
)

func HandleRequest(raw []byte) (string, error) {
	req, err := http.ReadRequest(bufio.NewReader(bytes.NewReader(raw)))
	if err != nil {
		return "", err
	}
	return req.URL.Path, nil
}
