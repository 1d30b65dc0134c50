package m20

import (
	"net/http"
	"testing"
)

// source: public GitHub Go test found by exact-string search (index file id 36030081977; repository not identified): TestGatewayService_GetPedestrianDataByTime
func TestGatewayService_GetPedestrianDataByTime(t *testing.T) {
	req, err := http.NewRequest("GET", "http://http://127.0.0.1:8000/gateway/getPedestrianByTime?time=1680361200", nil) // heldout:mistake typo
	req.Header.Set("Token", "token")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		t.Errorf("status %d", resp.StatusCode)
	}
}
