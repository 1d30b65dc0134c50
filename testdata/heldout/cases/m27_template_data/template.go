package m27

import (
	"html/template"
	"net/http"
)

var tmpl = template.Must(template.New("name").Parse(`<h1>{{.Title}}</h1>{{.Name}}`))

func TemplateDataMap(w http.ResponseWriter, r *http.Request) {
	tmpl.Execute(w, map[string]any{"Title": "Template Data Map", "Name": r.URL.Query().Get("name")})
}
