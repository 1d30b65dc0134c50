package ecosinks

import (
	"crypto/tls"

	amqp "github.com/rabbitmq/amqp091-go"
	streadway "github.com/streadway/amqp"
)

func brokers() {
	amqp.Dial("rabbit:5672")                                   // want `amqp091-go\.Dial needs an amqp or amqps URL, but the scheme is "rabbit"`
	amqp.Dial("127.0.0.1:5672")                                // want `amqp091-go\.Dial needs an amqp or amqps URL, but "127\.0\.0\.1:5672" has no scheme`
	amqp.Dial("amqp://guest@localhost:5672/")                  // ok
	amqp.DialTLS("amqps://mq.internal/vhost", nil)             // ok
	amqp.DialTLS("https://mq.internal/vhost", &tls.Config{})   // want `amqp091-go\.DialTLS needs an amqp or amqps URL, but the scheme is "https"`
	amqp.DialTLS_ExternalAuth("localhost:5671", &tls.Config{}) // want `amqp091-go\.DialTLS_ExternalAuth needs an amqp or amqps URL, but "localhost" parses as the scheme`
	amqp.DialTLS_ExternalAuth("amqps://mq.internal:5671/", &tls.Config{})
	amqp.DialConfig("rabbitmq://mq.internal/", amqp.Config{}) // want `amqp091-go\.DialConfig needs an amqp or amqps URL, but the scheme is "rabbitmq"`
	amqp.DialConfig("amqp://mq.internal/", amqp.Config{})
	amqp.ParseURI("http://mq.internal:15672/") // want `amqp091-go\.ParseURI needs an amqp or amqps URL, but the scheme is "http"`
	amqp.ParseURI("amqp://mq.internal:5672/%2F")
	amqp.Dial("amqp://app:s3cret@mq/") // want `URI has a password`
}

func streadwayBrokers() {
	streadway.Dial("localhost:5672") // want `streadway/amqp\.Dial needs an amqp or amqps URL, but "localhost" parses as the scheme`
	streadway.Dial("amqp://guest@localhost:5672/")
	streadway.DialTLS("tls://mq.internal:5671/", &tls.Config{}) // want `streadway/amqp\.DialTLS needs an amqp or amqps URL, but the scheme is "tls"`
	streadway.DialTLS("amqps://mq.internal:5671/", &tls.Config{})
	streadway.DialConfig("mq.internal:5672", streadway.Config{}) // want `streadway/amqp\.DialConfig needs an amqp or amqps URL, but "mq\.internal" parses as the scheme`
	streadway.DialConfig("amqp://mq.internal/", streadway.Config{})
	streadway.ParseURI("ampq://mq.internal/") // want `streadway/amqp\.ParseURI needs an amqp or amqps URL, but the scheme is "ampq"`
	streadway.ParseURI("amqps://mq.internal/vhost")
}
