package ecosinks

import "github.com/google/go-github/v88/github"

func enterprise() {
	github.NewClient(github.WithEnterpriseURLs("github.example.com", "https://github.example.com/api/uploads/"))  // want `github\.com/google/go-github/v88/github\.WithEnterpriseURLs needs an http or https URL, but "github\.example\.com" has no scheme`
	github.NewClient(github.WithEnterpriseURLs("https://github.example.com/", "github.example.com/api/uploads/")) // want `go-github/v88/github\.WithEnterpriseURLs needs an http or https URL, but "github\.example\.com" has no scheme`
	github.NewClient(github.WithEnterpriseURLs("https://github.example.com", "https://github.example.com"))
	github.NewClient(github.WithEnterpriseURLs("https://github.example.com/api/v3/", "https://github.example.com/api/uploads/"))
}
