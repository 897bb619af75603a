#!/usr/bin/env bash
# `systemd-analyze verify` on the portal's unit (CI, docs/deployment.md), as the instance iiidem-portal@3001;
# a warning (an unknown key, a missing command) fails too. Skipped, saying so, where systemd-analyze is missing.
set -euo pipefail
deploy=$(cd "$(dirname "$0")/.." && pwd)
if ! command -v systemd-analyze >/dev/null 2>&1; then
  echo "systemd-analyze is not installed here: deploy/systemd/iiidem-portal@.service not verified"
  exit 0
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cp "$deploy/systemd/iiidem-portal@.service" "$tmp/"
ln -s iiidem-portal@.service "$tmp/iiidem-portal@3001.service"
if ! output=$(cd "$tmp" && systemd-analyze verify --man=no ./iiidem-portal@3001.service 2>&1) || [ -n "$output" ]; then
  echo "$output"
  echo "systemd-analyze verify failed for deploy/systemd/iiidem-portal@.service"
  exit 1
fi
echo "deploy/systemd/iiidem-portal@.service: systemd-analyze verify passed"
