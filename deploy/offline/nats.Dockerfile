# Stand-in for nats:2-alpine: Debian's nats-server, with wget for healthchecks like the alpine
# image; arguments that start with "-" are flags for nats-server, as in the official image.
ARG BASE
FROM ${BASE}
COPY nats-entrypoint.sh /usr/local/bin/docker-entrypoint.sh
RUN chmod 0755 /usr/local/bin/docker-entrypoint.sh && mkdir -p /data
EXPOSE 4222 8222
ENTRYPOINT ["docker-entrypoint.sh"]
CMD ["nats-server"]
