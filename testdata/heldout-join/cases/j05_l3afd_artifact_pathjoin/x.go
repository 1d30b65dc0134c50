// Source: https://github.com/l3af-project/l3afd/commit/a63b6c83518e035a724bab12601eef6e142bbaba
// (PR #510 "url_path join updated", label bug: "path.Join is giving
// incorrect path join"; bpfprogs/bpf.go and restart/restart.go). Artifact
// URLs were path.Join(RepoURL, name, version, platform, artifact), RepoURL
// being the program's EPRURL or conf.EBPFRepoURL (tests: "https://l3af.io/"),
// and path.Join(conf.RestartArtifactURL, newVersion, artifactName)
// (config default "file:///srv/l3afd"). Both went to DownloadArtifact,
// which url.Parses its argument and, for http/https, client.Get's it.
package j05

import (
	"bytes"
	"fmt"
	"net/http"
	"net/url"
	"path"
	"time"
)

type Config struct {
	EBPFRepoURL        string
	RestartArtifactURL string
	HttpClientTimeout  time.Duration
}

type Program struct {
	Name, Version, Artifact, EPRURL string
}

type BPF struct {
	Program Program
}

func DownloadArtifact(urlpath string, timeout time.Duration, buf *bytes.Buffer) error {
	URL, err := url.Parse(urlpath)
	if err != nil {
		return fmt.Errorf("unknown url format : %w", err)
	}
	switch URL.Scheme {
	case "http", "https":
		client := http.Client{Timeout: timeout * time.Second}
		resp, err := client.Get(URL.String())
		if err != nil {
			return fmt.Errorf("download failed: %w", err)
		}
		defer resp.Body.Close()
		_, err = buf.ReadFrom(resp.Body)
		return err
	}
	return fmt.Errorf("unsupported scheme %q", URL.Scheme)
}

func (b *BPF) GetArtifacts(conf *Config, platform string) error {
	RepoURL := b.Program.EPRURL
	if RepoURL == "" {
		RepoURL = conf.EBPFRepoURL
	}
	if _, err := url.Parse(RepoURL); err != nil {
		return err
	}
	buf := &bytes.Buffer{}
	urlpath := path.Join(RepoURL, b.Program.Name, b.Program.Version, platform, b.Program.Artifact) // heldout:mistake join
	return DownloadArtifact(urlpath, conf.HttpClientTimeout, buf)
}

func (b *BPF) GetArtifactsOK(conf *Config, platform string) error {
	RepoURL := b.Program.EPRURL
	if RepoURL == "" {
		RepoURL = conf.EBPFRepoURL
	}
	if _, err := url.Parse(RepoURL); err != nil {
		return err
	}
	buf := &bytes.Buffer{}
	urlpath, err := url.JoinPath(RepoURL, b.Program.Name, b.Program.Version, platform, b.Program.Artifact) // heldout:deliberate
	if err != nil {
		return fmt.Errorf("not able to join the artifact path %w", err)
	}
	return DownloadArtifact(urlpath, conf.HttpClientTimeout, buf)
}

func GetNewVersion(artifactName, newVersion string, conf *Config) error {
	buf := &bytes.Buffer{}
	urlpath := path.Join(conf.RestartArtifactURL, newVersion, artifactName) // heldout:mistake join
	return DownloadArtifact(urlpath, conf.HttpClientTimeout, buf)
}

func GetNewVersionOK(artifactName, newVersion string, conf *Config) error {
	buf := &bytes.Buffer{}
	urlpath, err := url.JoinPath(conf.RestartArtifactURL, newVersion, artifactName) // heldout:deliberate
	if err != nil {
		return fmt.Errorf("error while joining artifact path %w", err)
	}
	return DownloadArtifact(urlpath, conf.HttpClientTimeout, buf)
}

func defaultConfig() *Config {
	return &Config{RestartArtifactURL: "file:///srv/l3afd", HttpClientTimeout: 30}
}
