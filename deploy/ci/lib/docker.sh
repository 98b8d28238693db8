# Docker engine and image checks for deploy/ci/run.sh (sourced; functions only).
# Debian's client (/usr/bin/docker) is used on purpose: it matches Debian's engine (20.10) and
# builds with BuildKit without a buildx plugin.
DOCKER=/usr/bin/docker
export DOCKER DOCKER_BUILDKIT=1
IMAGE="${VENUE_IMAGE:-venue:local}"

apt_install() {
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

# Debian's engine, started the one way this machine allows: no bridge, no iptables (containers
# use the host's network only). overlay2 where the kernel allows it, vfs otherwise.
engine_up() {
  local missing=()
  [ -x /usr/bin/dockerd ] || missing+=(docker.io)
  [ -x /usr/bin/docker ] || missing+=(docker.io)
  command -v docker-compose >/dev/null || missing+=(docker-compose)
  command -v debootstrap >/dev/null || missing+=(debootstrap)
  if [ "${#missing[@]}" -gt 0 ]; then apt_install "${missing[@]}"; fi
  if "$DOCKER" info >/dev/null 2>&1; then echo "engine already running"; return 0; fi
  local driver
  for driver in overlay2 vfs; do
    nohup dockerd --bridge=none --iptables=false --ip6tables=false --ip-masq=false \
      --storage-driver="$driver" >/var/log/venue-ci-dockerd.log 2>&1 &
    for _ in $(seq 1 60); do
      "$DOCKER" info >/dev/null 2>&1 && { echo "dockerd up ($driver)"; return 0; }
      kill -0 $! 2>/dev/null || break
      sleep 0.5
    done
    kill $! 2>/dev/null; wait $! 2>/dev/null
    echo "dockerd did not start with $driver:"; tail -n 5 /var/log/venue-ci-dockerd.log
  done
  return 1
}

host_of() { sed -E 's#^[a-z]+://([^/:]+).*#\1#'; }

# --add-host for the npm registry and Debian's mirror, read from this machine's configuration, so
# RUN steps on the host's network resolve them as the host does.
add_host_flags() {
  local host ip
  {
    npm config get registry 2>/dev/null | host_of
    grep -hsE '^URIs:' /etc/apt/sources.list.d/*.sources | awk '{print $2}' | host_of
    grep -hsE '^deb ' /etc/apt/sources.list /etc/apt/sources.list.d/*.list | awk '{print $2}' | host_of
  } | sort -u | while read -r host; do
    [ -n "$host" ] || continue
    ip="$(getent ahostsv4 "$host" | awk 'NR == 1 { print $1 }')"
    [ -n "$ip" ] && printf -- '--add-host %s:%s\n' "$host" "$ip"
  done
}

# The machine's CA bundle (npm's cafile, else Node's extra CAs, else Debian's), for npm inside
# the build, as a BuildKit secret: it never lands in a layer.
ca_bundle() {
  local file
  for file in "$(npm config get cafile 2>/dev/null)" "${NODE_EXTRA_CA_CERTS:-}" /etc/ssl/certs/ca-certificates.crt; do
    [ -n "$file" ] && [ "$file" != null ] && [ -s "$file" ] && { echo "$file"; return; }
  done
}

image_build() {
  local flags
  # shellcheck disable=SC2046
  "$DOCKER" build --network host $(add_host_flags) --secret "id=ca,src=$(ca_bundle)" -t "$IMAGE" .
}

# The image runs as uid 1000 with a read-only root filesystem, every capability dropped and no
# writable /tmp: the whole module graph loads (every service's code), and migrations would run.
# Its entrypoint's tracing preload is off unless an OTLP endpoint is set.
image_hardening() {
  local user
  user="$("$DOCKER" image inspect -f '{{.Config.User}}' "$IMAGE")"
  [ "$user" = 1000:1000 ] || { echo "image user is '$user'"; return 1; }
  "$DOCKER" run --rm --network none --read-only --cap-drop ALL --security-opt no-new-privileges \
    --entrypoint node "$IMAGE" --input-type=module \
    -e "await import('/app/scripts/stack.js'); await import('/app/services/gateway/src/config.js'); console.log('uid', process.getuid(), 'node', process.version)" || return 1
  # The entrypoint loads the tracing preload: off with an empty OTEL_EXPORTER_OTLP_ENDPOINT (what
  # compose passes when it is unset), on with one.
  local endpoint want got
  for endpoint in '' http://127.0.0.1:9; do
    want=false; [ -n "$endpoint" ] && want=true
    got="$("$DOCKER" run --rm --network none --read-only --cap-drop ALL --security-opt no-new-privileges \
      -e OTEL_EXPORTER_OTLP_ENDPOINT="$endpoint" "$IMAGE" --input-type=module \
      -e "const t = await import('/app/packages/platform/src/telemetry/tracing.js'); console.log(t.isTracingEnabled()); process.exit(0)")" || return 1
    echo "entrypoint with OTEL_EXPORTER_OTLP_ENDPOINT='$endpoint': tracing $got"
    [ "$got" = "$want" ] || { echo "expected tracing $want"; return 1; }
  done
}

# The image's V8 heap limit is the one the bench measured: 128 MB of old generation plus three
# 16 MB semi-spaces (Dockerfile NODE_OPTIONS). Node 26 alone would size the young generation from
# the cap (224 MB in all; Node 24 took 320 MB and collected back to back under load,
# docs/decisions.md). So are its
# malloc arenas (MALLOC_ARENA_MAX).
image_heap() {
  local found limit arenas
  found="$("$DOCKER" run --rm --network none --read-only --cap-drop ALL --security-opt no-new-privileges \
    --entrypoint node "$IMAGE" -e "console.log(require('node:v8').getHeapStatistics().heap_size_limit / 2 ** 20, process.env.MALLOC_ARENA_MAX)")" || return 1
  read -r limit arenas <<<"$found"
  echo "heap size limit: $limit MB"
  [ "$limit" = 176 ] || { echo "expected 176 MB (--max-old-space-size=128 --max-semi-space-size=16)"; return 1; }
  echo "MALLOC_ARENA_MAX: $arenas"
  [ "$arenas" = 2 ] || { echo "expected MALLOC_ARENA_MAX=2"; return 1; }
}

# @venue/testcontainers as a consumer uses it: start, call the API, stop (no Ryuk: it needs a
# published port, and this engine has no bridge).
testcontainers_smoke() {
  TESTCONTAINERS_RYUK_DISABLED=true VENUE_IMAGE="$IMAGE" npx tsx packages/testcontainers/ci/smoke.ts || return 1
  local left
  left="$("$DOCKER" ps -aq --filter "ancestor=$IMAGE")"
  [ -z "$left" ] || { echo "containers left behind: $left"; "$DOCKER" ps -a; return 1; }
}
