// Package pluginsinks declares Fetch, a sink only by the plugin's sinks
// setting.
package pluginsinks

func Fetch(u string) error { return nil }

func use() {
	_ = Fetch("htps://example.com/") // want `^typo: scheme "htps" looks like a misspelling of "https"$`
}
