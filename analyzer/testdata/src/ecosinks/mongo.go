package ecosinks

import (
	"go.mongodb.org/mongo-driver/mongo/options"
	options2 "go.mongodb.org/mongo-driver/v2/mongo/options"
	connstring2 "go.mongodb.org/mongo-driver/v2/x/mongo/driver/connstring"
	"go.mongodb.org/mongo-driver/x/mongo/driver/connstring"
)

func mongoV1() {
	options.Client().ApplyURI("localhost:27017")   // want `\(\*go\.mongodb\.org/mongo-driver/mongo/options\.ClientOptions\)\.ApplyURI needs a mongodb or mongodb\+srv URL, but "localhost" parses as the scheme`
	options.Client().ApplyURI("go-demo-9-mongodb") // want `mongo/options\.ClientOptions\)\.ApplyURI needs a mongodb or mongodb\+srv URL, but .* has no scheme`
	options.Client().ApplyURI("mongodb://go-demo-9-db:27017")
	options.Client().ApplyURI("mongodb://a:27017,b:27017,c:27017/app?replicaSet=rs0")
	options.Client().ApplyURI("mongodb+srv://cluster0.example.net/app")
	options.Client().ApplyURI("mongodb://app:s3cret@a:27017,b:27017/app") // want `URI has a password`
	connstring.ParseAndValidate("mongo://db.internal:27017")              // want `go\.mongodb\.org/mongo-driver/x/mongo/driver/connstring\.ParseAndValidate needs a mongodb or mongodb\+srv URL, but the scheme is "mongo"`
	connstring.ParseAndValidate("mongodb://db.internal:27017/?authSource=admin")
	connstring.Parse("db.internal:27017/app") // want `go\.mongodb\.org/mongo-driver/x/mongo/driver/connstring\.Parse needs a mongodb or mongodb\+srv URL, but "db\.internal" parses as the scheme`
	connstring.Parse("mongodb://db.internal:27017/app")
}

func mongoV2() {
	options2.Client().ApplyURI("localhost:27017") // want `\(\*go\.mongodb\.org/mongo-driver/v2/mongo/options\.ClientOptions\)\.ApplyURI needs a mongodb or mongodb\+srv URL, but "localhost" parses as the scheme`
	options2.Client().ApplyURI("mongodb://localhost:27017")
	options2.Client().ApplyURI("mongodb://a:27017,b:27017/app?replicaSet=rs0")
	connstring2.ParseAndValidate("http://db.internal:27017") // want `go\.mongodb\.org/mongo-driver/v2/x/mongo/driver/connstring\.ParseAndValidate needs a mongodb or mongodb\+srv URL, but the scheme is "http"`
	connstring2.ParseAndValidate("mongodb+srv://cluster0.example.net/")
	connstring2.Parse("mongodb+srv//cluster0.example.net/") // want `go\.mongodb\.org/mongo-driver/v2/x/mongo/driver/connstring\.Parse needs a mongodb or mongodb\+srv URL, but .*has no scheme`
	connstring2.Parse("mongodb://localhost:27017,localhost:27018/?replicaSet=rs0")
}
