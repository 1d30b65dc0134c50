// Source: https://github.com/vfarcic/devops-catalog-code/pull/95 (commit
// f6361d5, "Fix panic: error parsing uri: scheme must be "mongodb" or
// "mongodb+srv""). The Helm chart set the DB env value to a bare host that
// the Go app gave to the driver; the literal stands in for that value.
package rm11

import (
	"context"

	"go.mongodb.org/mongo-driver/mongo"
	"go.mongodb.org/mongo-driver/mongo/options"
)

func connectMongo(ctx context.Context) (*mongo.Client, error) {
	return mongo.Connect(ctx, options.Client().ApplyURI("go-demo-9-mongodb")) // heldout:mistake form
}

func connectMongoOK(ctx context.Context) (*mongo.Client, error) {
	return mongo.Connect(ctx, options.Client().ApplyURI("mongodb://go-demo-9-db:27017")) // heldout:deliberate
}
