#!/bin/sh
# As the official nats image: flags alone are passed to nats-server.
set -e
case "$1" in -*) set -- nats-server "$@" ;; esac
exec "$@"
