# Stand-in for postgres:15: Debian's PostgreSQL 15, the official image's environment variables
# (POSTGRES_USER, POSTGRES_PASSWORD, POSTGRES_DB), data in /var/lib/postgresql/data, and
# `postgres <flags>` as its command.
ARG BASE
FROM ${BASE}
ENV PATH=/usr/lib/postgresql/15/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
    PGDATA=/var/lib/postgresql/data
COPY postgres-entrypoint.sh /usr/local/bin/docker-entrypoint.sh
RUN mkdir -p "$PGDATA" /var/run/postgresql && chown -R postgres:postgres /var/lib/postgresql /var/run/postgresql \
 && chmod 0755 /usr/local/bin/docker-entrypoint.sh
VOLUME /var/lib/postgresql/data
STOPSIGNAL SIGINT
ENTRYPOINT ["docker-entrypoint.sh"]
CMD ["postgres"]
