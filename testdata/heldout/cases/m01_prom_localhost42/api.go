package m01

import (
	"fmt"
	"net/http"
	"strconv"
	"time"
)

func parseTimeParam(r *http.Request, name string, def time.Time) (time.Time, error) {
	v := r.FormValue(name)
	if v == "" {
		return def, nil
	}
	ms, err := strconv.ParseInt(v, 10, 64)
	if err != nil {
		return time.Time{}, fmt.Errorf("invalid time value for '%s': %w", name, err)
	}
	return time.UnixMilli(ms), nil
}
