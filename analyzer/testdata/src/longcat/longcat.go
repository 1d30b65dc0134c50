// Package longcat holds a concatenation longer than any depth limit.
package longcat

import "net/http"

const long = "htp://example.com" + "/p0" + "/p1" + "/p2" + "/p3" + "/p4" + "/p5" + "/p6" + "/p7" + "/p8" + "/p9" + "/p10" + "/p11" + "/p12" + "/p13" + "/p14" + "/p15" + "/p16" + "/p17" + "/p18" + "/p19" + "/p20" + "/p21" + "/p22" + "/p23" + "/p24" + "/p25" + "/p26" + "/p27" + "/p28" + "/p29" + "/p30" + "/p31" + "/p32" + "/p33" + "/p34" + "/p35" + "/p36" + "/p37" + "/p38" + "/p39" // want `looks like a misspelling of "http"`

func get(id string) {
	http.Get(long)
	http.Get("htps://example.com" + "/p0" + "/p1" + "/p2" + "/p3" + "/p4" + "/p5" + "/p6" + "/p7" + "/p8" + "/p9" + "/p10" + "/p11" + "/p12" + "/p13" + "/p14" + "/p15" + "/p16" + "/p17" + "/p18" + "/p19" + "/p20" + "/p21" + "/p22" + "/p23" + "/p24" + "/p25" + "/p26" + "/p27" + "/p28" + "/p29" + "/p30" + "/p31" + "/p32" + "/p33" + "/p34" + "/p35" + "/p36" + "/p37" + "/p38" + "/p39" + id) // want `looks like a misspelling of "https"`
}
