package ecosinks

import elasticsearch "github.com/elastic/go-elasticsearch/v8"

func searchClients() {
	elasticsearch.NewClient(elasticsearch.Config{Addresses: []string{"localhost:9200"}}) // want `github\.com/elastic/go-elasticsearch/v8\.Config\.Addresses needs an http or https URL, but "localhost" parses as the scheme`
	elasticsearch.NewClient(elasticsearch.Config{
		Addresses: []string{
			"http://es-0.es:9200",
			"es-1.es:9200", // want `go-elasticsearch/v8\.Config\.Addresses needs an http or https URL, but "es-1\.es" parses as the scheme`
			"https://es-2.es:9200",
		},
	})
	cfg := elasticsearch.Config{CloudID: "deployment:ZXUtd2VzdC0xLmF3cy5mb3VuZC5pbyRhYmMkZGVm"}
	cfg.Addresses = []string{"https://search.example.com:9243"}
	elasticsearch.NewClient(cfg)
}
