package ecosinks

import (
	"time"

	"github.com/lib/pq"
)

func pqConns(d pq.Dialer) {
	pq.ParseURL("localhost:5432/app") // want `github\.com/lib/pq\.ParseURL needs a postgres or postgresql URL, but "localhost" parses as the scheme`
	pq.ParseURL("postgres://app@db/app?sslmode=disable")
	pq.NewConnector("postgresq://app@db/app") // want `github\.com/lib/pq\.NewConnector needs a postgres or postgresql URL or a connection string that is not a URL, but the scheme is "postgresq"`
	pq.NewConnector("postgresql://app@db/app")
	pq.NewConnector("dbname=app sslmode=disable")
	pq.NewConnector("postgresql://app:s3cret@db/app") // want `URI has a password`
	pq.NewConfig("mysql://app@db/app")                // want `github\.com/lib/pq\.NewConfig needs a postgres or postgresql URL or a connection string that is not a URL, but the scheme is "mysql"`
	pq.NewConfig("host=db dbname=app")
	pq.Open("postgress://db/app") // want `github\.com/lib/pq\.Open needs a postgres or postgresql URL or a connection string that is not a URL, but the scheme is "postgress"`
	pq.Open("postgres://db/app")
	pq.DialOpen(d, "jdbc:postgresql://db:5432/app") // want `github\.com/lib/pq\.DialOpen needs a postgres or postgresql URL or a connection string that is not a URL, but the scheme is "jdbc"`
	pq.DialOpen(d, "postgres://db:5432/app")
	pq.NewListener("http://db:5432/app", time.Second, time.Minute, nil) // want `github\.com/lib/pq\.NewListener needs a postgres or postgresql URL or a connection string that is not a URL, but the scheme is "http"`
	pq.NewListener("dbname=app host=/run/postgresql", time.Second, time.Minute, nil)
	pq.NewDialListener(d, "pgsql://db/app", time.Second, time.Minute, nil) // want `github\.com/lib/pq\.NewDialListener needs a postgres or postgresql URL or a connection string that is not a URL, but the scheme is "pgsql"`
	pq.NewDialListener(d, "postgresql://db/app", time.Second, time.Minute, nil)
}
