package ecosinks

import "github.com/slack-go/slack"

func chat() {
	slack.New("xoxb-token", slack.OptionAPIURL("https://slack.example.com/api")) // want `github\.com/slack-go/slack\.OptionAPIURL needs an http or https URL whose path ends in "/", but its path does not end in "/"`
	slack.New("xoxb-token", slack.OptionAPIURL("slack.example.com/api/"))        // want `slack\.OptionAPIURL needs an http or https URL whose path ends in "/", but "slack\.example\.com" has no scheme`
	slack.New("xoxb-token", slack.OptionAPIURL("https://slack.example.com/api/"))
	slack.New("xoxb-token", slack.OptionAPIURL("http://localhost:8888/"))
	slack.New("xoxb-token", slack.OptionAuditAPIURL("https://api.slack.com")) // want `github\.com/slack-go/slack\.OptionAuditAPIURL needs an http or https URL whose path ends in "/", but its path does not end in "/"`
	slack.New("xoxb-token", slack.OptionAuditAPIURL("https://api.slack.com/"))
	slack.GetOAuthV2Response(nil, "id", "secret", "code", "", slack.OAuthOptionAPIURL("http://localhost:8888/api")) // want `github\.com/slack-go/slack\.OAuthOptionAPIURL needs an http or https URL whose path ends in "/", but its path does not end in "/"`
	slack.GetOAuthV2Response(nil, "id", "secret", "code", "", slack.OAuthOptionAPIURL("http://localhost:8888/api/"))
}
