module github.com/urilint/urilint

go 1.26.0

require (
	github.com/aymanbagabas/go-udiff v0.4.1
	github.com/golangci/plugin-module-register v0.1.2
	github.com/owenrumney/go-sarif/v3 v3.3.1
	github.com/xeipuuv/gojsonschema v1.2.0
	go.lsp.dev/jsonrpc2 v1.0.1
	go.lsp.dev/protocol v1.0.1
	go.lsp.dev/uri v1.0.1
	golang.org/x/net v0.56.0
	golang.org/x/tools v0.47.1-0.20260707181000-a299dadba899
	honnef.co/go/tools v0.7.0
)

require (
	github.com/go-json-experiment/json v0.0.0-20260623181947-01eb4420fa68 // indirect
	github.com/xeipuuv/gojsonpointer v0.0.0-20180127040702-4e3ac2762d5f // indirect
	github.com/xeipuuv/gojsonreference v0.0.0-20180127040603-bd5ef7bd5415 // indirect
	golang.org/x/mod v0.37.0 // indirect
	golang.org/x/sync v0.21.0 // indirect
	golang.org/x/text v0.38.0 // indirect
)
