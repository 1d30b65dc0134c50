package ecosinks

import (
	"context"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"
)

func pgxConns(ctx context.Context) {
	pgx.Connect(ctx, "postgress://app@db:5432/app") // want `github\.com/jackc/pgx/v5\.Connect needs a postgres or postgresql URL or a connection string that is not a URL, but the scheme is "postgress"`
	pgx.Connect(ctx, "host=db user=app dbname=app sslmode=disable")
	pgx.Connect(ctx, "postgres://app@db:5432/app?sslmode=disable")
	pgx.ParseConfig("mysql://app@db:3306/app") // want `github\.com/jackc/pgx/v5\.ParseConfig needs a postgres or postgresql URL or a connection string that is not a URL, but the scheme is "mysql"`
	pgx.ParseConfig("postgresql://app@db1:5432,db2:5432/app?target_session_attrs=read-write")
	pgxpool.New(ctx, "http://db:5432/app") // want `github\.com/jackc/pgx/v5/pgxpool\.New needs a postgres or postgresql URL or a connection string that is not a URL, but the scheme is "http"`
	pgxpool.New(ctx, "postgresql://app@db/app?pool_max_conns=10")
	pgxpool.ParseConfig("jdbc:postgresql://db:5432/app") // want `github\.com/jackc/pgx/v5/pgxpool\.ParseConfig needs a postgres or postgresql URL or a connection string that is not a URL, but the scheme is "jdbc"`
	pgxpool.ParseConfig("host=db dbname=app pool_max_conns=10")
	pgconn.Connect(ctx, "pg://db/app") // want `github\.com/jackc/pgx/v5/pgconn\.Connect needs a postgres or postgresql URL or a connection string that is not a URL, but the scheme is "pg"`
	pgconn.Connect(ctx, "host=/var/run/postgresql dbname=app")
	pgconn.ParseConfig("postgre://db/app") // want `github\.com/jackc/pgx/v5/pgconn\.ParseConfig needs a postgres or postgresql URL or a connection string that is not a URL, but the scheme is "postgre"`
	pgconn.ParseConfig("postgres://db/app")
	pgx.Connect(ctx, "postgres://app:s3cret@db:5432/app")                         // want `URI has a password`
	pgx.ConnectWithOptions(ctx, "postgressql://db/app", pgx.ParseConfigOptions{}) // want `github\.com/jackc/pgx/v5\.ConnectWithOptions needs a postgres or postgresql URL or a connection string that is not a URL, but the scheme is "postgressql"`
	pgx.ConnectWithOptions(ctx, "postgresql://db/app", pgx.ParseConfigOptions{})
	pgx.ParseConfigWithOptions("mariadb://db/app", pgx.ParseConfigOptions{}) // want `github\.com/jackc/pgx/v5\.ParseConfigWithOptions needs a postgres or postgresql URL or a connection string that is not a URL, but the scheme is "mariadb"`
	pgx.ParseConfigWithOptions("user=app host=db", pgx.ParseConfigOptions{})
	pgconn.ConnectWithOptions(ctx, "tcp://db:5432/app", pgconn.ParseConfigOptions{}) // want `github\.com/jackc/pgx/v5/pgconn\.ConnectWithOptions needs a postgres or postgresql URL or a connection string that is not a URL, but the scheme is "tcp"`
	pgconn.ConnectWithOptions(ctx, "postgres://db:5432/app", pgconn.ParseConfigOptions{})
	pgconn.ParseConfigWithOptions("https://db.example.com/app", pgconn.ParseConfigOptions{}) // want `github\.com/jackc/pgx/v5/pgconn\.ParseConfigWithOptions needs a postgres or postgresql URL or a connection string that is not a URL, but the scheme is "https"`
	pgconn.ParseConfigWithOptions("", pgconn.ParseConfigOptions{})
}
