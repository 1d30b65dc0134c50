package d19

type ResultEvent struct {
	TemplateID string
	Host       string
}

func Dedupe(evs []*ResultEvent) int {
	seen := map[string]bool{}
	for _, e := range evs {
		seen[e.TemplateID+"|"+e.Host] = true
	}
	return len(seen)
}
