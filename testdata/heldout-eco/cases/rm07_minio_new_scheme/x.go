// Source: https://github.com/fission/fission/pull/3499 (commit fb43eaefd,
// fixes #3498; pkg/storagesvc/objectstore_s3.go). The configured endpoint
// "https://host:port" went to minio.New unchanged, with Secure: false
// ("Endpoint url cannot have fully qualified paths." in the minio-go of the
// time; minio-go v7.4.1 still refuses it: "Endpoint url scheme "https"
// conflicts with the secure option"). The literal stands in for the config
// value. Fix: minio.New(u.Host, &minio.Options{Secure: u.Scheme == "https"}).
package rm07

import "github.com/minio/minio-go/v7"

func newS3() (*minio.Client, error) {
	return minio.New("https://s3.example.com:9000", &minio.Options{Secure: false}) // heldout:mistake form
}

func newS3OK() (*minio.Client, error) {
	return minio.New("s3.example.com:9000", &minio.Options{Secure: false}) // heldout:deliberate
}
