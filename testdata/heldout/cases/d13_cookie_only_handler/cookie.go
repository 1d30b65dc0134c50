package d13

import (
	"fmt"
	"net/http"
)

func GetCookie(w http.ResponseWriter, r *http.Request) {
	c, err := r.Cookie("X-Rezky-Name")
	if err != nil {
		fmt.Fprint(w, "no cookie")
		return
	}
	fmt.Fprintf(w, "Hello %s", c.Value)
}
