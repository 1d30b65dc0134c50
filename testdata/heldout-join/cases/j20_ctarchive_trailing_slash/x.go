// Source: https://github.com/geomys/ct-archive/commit/35064ae3df649a24c91eacad7a51cda840ca1a6a
// (PR #9 "Trim final slash from baseURL": "useful for digicert_yeti2025
// and digicert_nessie2025 ... because those servers rejected requests with
// duplicate slashes in paths"; cmd/vanity-mirror/vanity-mirror.go). The
// base is the log's URL from log.v3.json (CT log list URLs end in "/") or
// os.Args[1]; the mirror GETs fmt.Sprintf("%s/ct/v1/get-sth", baseURL) and
// fmt.Sprintf("%s/ct/v1/get-entries?start=%d&end=%d", baseURL, i, end).
// The fix adds baseURL = strings.TrimSuffix(baseURL, "/").
package j20

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"strings"
)

type LogInfo struct {
	URL string `json:"url"`
}

func baseFromLog(logBytes []byte) (string, error) {
	var logInfo LogInfo
	if err := json.Unmarshal(logBytes, &logInfo); err != nil {
		return "", err
	}
	baseURL := logInfo.URL
	if len(os.Args) == 2 {
		baseURL = os.Args[1]
	}
	return baseURL, nil
}

func mirror(ctx context.Context, client *http.Client, logBytes []byte, i, end int64) error {
	baseURL, err := baseFromLog(logBytes)
	if err != nil {
		return err
	}
	req, err := http.NewRequestWithContext(ctx, "GET", fmt.Sprintf("%s/ct/v1/get-sth", baseURL), nil) // heldout:mistake join
	if err != nil {
		return err
	}
	if _, err := client.Do(req); err != nil {
		return err
	}
	url := fmt.Sprintf("%s/ct/v1/get-entries?start=%d&end=%d", baseURL, i, end) // heldout:mistake join
	_, err = client.Get(url)
	return err
}

func mirrorOK(ctx context.Context, client *http.Client, logBytes []byte, i, end int64) error {
	baseURL, err := baseFromLog(logBytes)
	if err != nil {
		return err
	}
	baseURL = strings.TrimSuffix(baseURL, "/")
	req, err := http.NewRequestWithContext(ctx, "GET", fmt.Sprintf("%s/ct/v1/get-sth", baseURL), nil) // heldout:deliberate
	if err != nil {
		return err
	}
	if _, err := client.Do(req); err != nil {
		return err
	}
	url := fmt.Sprintf("%s/ct/v1/get-entries?start=%d&end=%d", baseURL, i, end) // heldout:deliberate
	_, err = client.Get(url)
	return err
}
