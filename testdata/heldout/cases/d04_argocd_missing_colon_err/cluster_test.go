package d04

import "testing"

// source: https://github.com/argoproj/argo-cd/blob/HEAD/cmd/argocd/commands/cluster_test.go#L250
func TestApplyServerProxyOverride_Invalid(t *testing.T) {
	clst := &Cluster{}
	err := applyServerProxyOverride(true, "http//missing-colon", clst) // heldout:deliberate
	if err == nil {
		t.Fatal("expected error for URL without colon")
	}
}
