# Compose checks for deploy/ci/run.sh (sourced; functions only). Debian's docker-compose is
# Compose v1: it knows no top-level `name:`, and an override cannot drop the published ports (the
# gateway's, the services' metrics), which host networking refuses (v2 has `!reset` for that; v1
# has nothing). The root file keeps both for users, and CI hands v1 a copy without those lines
# (each `ports:` list has one entry), in the same directory so that every relative path still holds.
COMPOSE_PROJECT=venue-ci
GATEWAY_URL=http://127.0.0.1:18080
# The stack runs with tracing on, exporting to the OTLP sink the smoke test starts on this port
# (nothing listens there before or after it: those exports fail and are dropped). Metrics ports
# as in compose.host.yml.
OTLP_SINK_PORT=14318
METRICS_URLS=(resources=http://127.0.0.1:19461/metrics customers=http://127.0.0.1:19462/metrics
  bookings=http://127.0.0.1:19463/metrics billing=http://127.0.0.1:19464/metrics
  webhooks=http://127.0.0.1:19465/metrics)

compose() {
  local v1_file
  v1_file="$(mktemp --suffix=.yml /tmp/venue-compose-v1.XXXXXX)"
  sed -e '/^name:/d' -e '/^    ports:$/,+1d' "$repo/docker-compose.yml" >"$v1_file"
  VENUE_IMAGE="$IMAGE" OTEL_EXPORTER_OTLP_ENDPOINT="http://127.0.0.1:$OTLP_SINK_PORT" \
    docker-compose --project-directory "$repo" -p "$COMPOSE_PROJECT" \
    -f "$v1_file" -f "$repo/deploy/ci/compose.host.yml" "$@"
  local status=$?
  rm -f "$v1_file"
  return $status
}

# The stack starts in the file's order (healthchecks and depends_on conditions); up returns
# once every container is started, so wait for the gateway's own healthcheck as well.
compose_up() {
  compose down -v --remove-orphans >/dev/null 2>&1 || true
  compose up -d --no-build || { compose ps; compose logs --tail 30; return 1; }
  local state=""
  for _ in $(seq 1 90); do
    state="$("$DOCKER" inspect -f '{{.State.Health.Status}}' "$(compose ps -q gateway)" 2>/dev/null)"
    [ "$state" = healthy ] && { compose ps; return 0; }
    sleep 1
  done
  echo "gateway is '$state' after 90 s"; compose ps; compose logs --tail 30
  return 1
}

# The admin CLI inside the running gateway container creates a manager; the API calls then go
# through the gateway only, as a client's would. Then the metrics of the gateway and of every
# service, and the spans that reached the smoke test's OTLP sink.
compose_smoke() {
  local answer key
  answer="$(compose exec -T gateway node services/gateway/src/admin/cli.js create-manager \
    --email ci@example.com --company 'CI Hall' --timezone Europe/Berlin)" || return 1
  echo "create-manager: $answer"
  key="$(node -e 'process.stdout.write(JSON.parse(process.argv[1]).api_key)' "$answer")" || return 1
  local metrics=() target
  for target in "${METRICS_URLS[@]}"; do metrics+=(--metrics "$target"); done
  node deploy/ci/smoke.mjs "$GATEWAY_URL" "$key" "${metrics[@]}" --otlp-port "$OTLP_SINK_PORT"
}

# Each service alone, SIGTERM only (docker stop, 10 s before it would send SIGKILL): it must
# exit by itself, in time, and with status 0.
compose_sigterm() {
  local service id start took code failures=0
  for service in gateway webhooks billing bookings customers resources; do
    id="$(compose ps -q "$service")"
    start=$(date +%s%N)
    "$DOCKER" stop -t 10 "$id" >/dev/null
    took=$(( ($(date +%s%N) - start) / 1000000 ))
    code="$("$DOCKER" inspect -f '{{.State.ExitCode}}' "$id")"
    if [ "$code" = 0 ] && [ "$took" -lt 10000 ]; then
      echo "$service stopped in ${took} ms (exit 0)"
    else
      echo "$service: exit $code after ${took} ms"; failures=$((failures + 1))
      "$DOCKER" logs --tail 20 "$id"
    fi
  done
  [ "$failures" = 0 ]
}

compose_down() {
  compose down -v --remove-orphans
}
