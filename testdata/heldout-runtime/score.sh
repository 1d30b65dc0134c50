#!/usr/bin/env bash
# score.sh URILINT_BINARY: scores this held-out set with testdata/heldout's
# scorer (score.sh and score.py there).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
exec "$here/../heldout/score.sh" "$@" "$here"
