#!/usr/bin/env bash
# CI's deployment checks, run by .ci/run after the tests (or by hand, as root, on a Debian
# machine with the npm registry and Debian's mirror): the Docker engine, the offline base
# images, the real Dockerfile, the compose stack with a smoke test through the gateway, each
# service stopping on SIGTERM, the Helm chart, the Grafana dashboard's metric names, and the
# testcontainers module.
# Each check prints one line, "ok - <name> (<s>s)" or "not ok - <name>" followed by the end of
# its log; the last line is "N passed, N failed". Exit status 1 when any check failed.
#   bash deploy/ci/run.sh [--only docker|helm]
set -uo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$repo"
only="${2:-}"; [ "${1:-}" = --only ] || only=""

logs="$(mktemp -d /tmp/venue-deploy-ci.XXXXXX)"
passed=0
failed=0
declare -A ok=()

# check <name> <needs (space-separated names, or "")> <command...>
check() {
  local name="$1" needs="$2"; shift 2
  local log="$logs/${name//[^a-zA-Z0-9_.-]/_}.log" start=$SECONDS need
  for need in $needs; do
    if [ "${ok[$need]:-}" != 1 ]; then
      echo "not ok - $name (not run: $need failed)"; failed=$((failed + 1)); return
    fi
  done
  if "$@" >"$log" 2>&1; then
    ok[$name]=1; passed=$((passed + 1))
    echo "ok - $name ($((SECONDS - start))s)"
  else
    failed=$((failed + 1))
    echo "not ok - $name ($((SECONDS - start))s)"
    tail -n 40 "$log" | sed 's/^/    /'
  fi
}

. "$repo/deploy/ci/lib/docker.sh"
. "$repo/deploy/ci/lib/compose.sh"
. "$repo/deploy/ci/lib/helm.sh"

if [ "$only" != helm ]; then
  check engine "" engine_up
  check base-images engine bash deploy/offline/build-base-images.sh
  check image base-images image_build
  check image-hardening image image_hardening
  check image-heap image image_heap
  check compose-up image compose_up
  check compose-smoke compose-up compose_smoke
  check sigterm compose-up compose_sigterm
  check compose-down compose-up compose_down
  check testcontainers image testcontainers_smoke
fi
if [ "$only" != docker ]; then
  check grafana-dashboard "" node deploy/ci/grafana-dashboard.mjs
  check helm-install "" helm_install
  check helm-lint helm-install helm_lint
  check helm-template helm-install helm_template_validate
  check helm-dry-run helm-install helm_dry_run
fi
echo "logs: $logs"
echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
