#!/usr/bin/env bash
# The script part of urilint's GitHub Action (action.yml at the
# repository's root), kept here so that it can be run and tested outside
# GitHub (testdata/action/check.sh).
#
# usage: urilint.sh install | run
#   install  builds urilint from the action's own checkout (the urilint
#            release the workflow pinned with uses: urilint/urilint@REF)
#            with the go command on PATH, into $RUNNER_TEMP/urilint-bin.
#   run      runs it on $URILINT_PACKAGES (default ./...) with
#            $URILINT_FLAGS, prints the findings in the log, writes them
#            as SARIF 2.1.0 to $RUNNER_TEMP/urilint.sarif and names that
#            file in $GITHUB_OUTPUT (sarif=PATH); exits 1 if there are
#            findings and $URILINT_FAIL_ON_FINDINGS is not "false", and
#            on any other failure (a package that does not load, a bad flag).
set -euo pipefail
: "${GITHUB_ACTION_PATH:?names the checkout of the action}" "${RUNNER_TEMP:?names a temporary directory}"
bin=$RUNNER_TEMP/urilint-bin/urilint
case ${1:-} in
install)
	mkdir -p "$(dirname "$bin")"
	(cd "$GITHUB_ACTION_PATH" && go build -o "$bin" ./cmd/urilint)
	"$bin" -version
	;;
run)
	read -r -a flags <<<"${URILINT_FLAGS:-}"
	read -r -a pkgs <<<"${URILINT_PACKAGES:-./...}"
	sarif=$RUNNER_TEMP/urilint.sarif
	# Text for the log; the status says whether there are findings: 0
	# none, 3 some, anything else a failure. The SARIF run after it
	# reads the results the first one cached.
	set +e
	"$bin" -quiet "${flags[@]}" "${pkgs[@]}"
	status=$?
	set -e
	if [ "$status" -ne 0 ] && [ "$status" -ne 3 ]; then
		echo "urilint failed (exit status $status)" >&2
		exit 1
	fi
	"$bin" -quiet -sarif "${flags[@]}" "${pkgs[@]}" >"$sarif"
	if [ -n "${GITHUB_OUTPUT:-}" ]; then
		echo "sarif=$sarif" >>"$GITHUB_OUTPUT"
	fi
	if [ "$status" -eq 3 ] && [ "${URILINT_FAIL_ON_FINDINGS:-true}" != false ]; then
		echo "urilint reported findings" >&2
		exit 1
	fi
	;;
*)
	sed -n '5,15p' "$0" >&2
	exit 2
	;;
esac
