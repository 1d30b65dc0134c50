package d17

type Span struct{ Name, ServiceName string }

func Convert(names []string) []map[string]string {
	var out []map[string]string
	for _, n := range names {
		out = append(out, map[string]string{"name": n, "service_name": "trivial"})
	}
	return out
}
