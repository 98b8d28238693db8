# Stand-in for redis:7: Debian's Redis 7, `redis-server <flags>` as its command, data in /data.
ARG BASE
FROM ${BASE}
RUN mkdir -p /data && chown redis:redis /data
WORKDIR /data
VOLUME /data
USER redis
CMD ["redis-server", "--protected-mode", "no"]
