package tables

import "net/url"

func Parse(s string) error { _, err := url.Parse(s); return err } // want Parse:"urisink"
