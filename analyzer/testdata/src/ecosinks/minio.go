package ecosinks

import "github.com/minio/minio-go/v7"

func objectStores() {
	minio.New("s3://s3.example.com:9000", &minio.Options{Secure: true})     // want `github\.com/minio/minio-go/v7\.New needs host\[:port\] or an http or https URI, but the scheme is "s3"`
	minio.New("s3.example.com:9000/mybucket", &minio.Options{Secure: true}) // want `minio-go/v7\.New needs host\[:port\] or an http or https URI, but "/mybucket" is a path`
	minio.New("s3.example.com:9000", &minio.Options{Secure: true})
	minio.New("https://s3.example.com:9000", &minio.Options{Secure: true})
	minio.New("play.min.io", &minio.Options{Secure: true})
}
