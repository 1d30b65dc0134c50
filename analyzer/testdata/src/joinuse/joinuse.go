// Package joinuse calls joinsdk: the resolution reaches it as a fact.
package joinuse

import "joinsdk"

func orgs(c *joinsdk.Client) {
	c.NewRequest("GET", "orgs/golang")             // want `^\(\*joinsdk.Client\).NewRequest: "orgs/golang" resolved against "https://api.example.com/v3"`
	c.NewRequest("GET", "https://other.example/x") // ok: an absolute URI
}

func upload(c *joinsdk.Uploads) {
	c.Resolve("files/report") // ok: the base ends in "/"
	c.Resolve("/files")       // want `^\(\*joinsdk.Uploads\).Resolve: "/files" resolved against "https://uploads.example.com/v3/"`
}
