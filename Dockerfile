# syntax=docker/dockerfile:1
# One image for every Venue service. It runs TypeScript through tsx (no compile step), so
# the command picks the service:
#   docker run venue services/gateway/src/main.ts      (the default)
#   docker run venue services/resources/src/main.ts
#   docker run venue scripts/migrate.ts                 (one-shot migrations)
#
# Dependencies: tsx is a root devDependency, so `npm ci --omit=dev` alone would drop the
# runtime's TypeScript loader, while a full `npm ci` ships typescript, eslint, prettier and
# autocannon (~60 MB of node_modules) to production. So we install twice from the same
# lockfile: the production tree, plus a full tree from which we copy only tsx and what npm's own
# dependency graph says it needs (`npm query '#tsx, #tsx *'`: esbuild and this platform's
# @esbuild binary). Nothing in package.json moves, versions and integrity stay those of
# package-lock.json, and the build fails if tsx cannot be found. (Moving tsx to "dependencies"
# would let this become a plain `npm ci --omit=dev`.)

ARG NODE_IMAGE=node:20-bookworm-slim

# Only the manifests, so the dependency layers stay cached until a package.json or the lockfile
# changes. New workspaces under packages/ or services/ are picked up without editing this file.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /src
COPY package.json package-lock.json .npmrc ./
COPY packages ./packages
COPY services ./services
RUN find packages services -mindepth 2 -maxdepth 2 ! -name package.json -exec rm -rf {} +

FROM ${NODE_IMAGE} AS deps-prod
WORKDIR /app
COPY --from=manifests /src ./
RUN --mount=type=cache,target=/root/.npm,sharing=locked \
    npm ci --omit=dev --no-audit --no-fund

FROM ${NODE_IMAGE} AS deps-tsx
WORKDIR /app
COPY --from=manifests /src ./
RUN --mount=type=cache,target=/root/.npm,sharing=locked \
    npm ci --no-audit --no-fund
RUN npm query '#tsx, #tsx *' > /tmp/tsx.json \
 && node -e 'const found = require("/tmp/tsx.json").map((p) => p.location); if (!found.includes("node_modules/tsx")) throw new Error("tsx is not in the dependency tree"); console.log(found.join("\n"))' > /tmp/tsx-paths \
 && mkdir /out \
 && xargs -a /tmp/tsx-paths cp -a --parents -t /out

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production
# Nothing runs npm, yarn or corepack at run time (the services and the admin CLI start with
# `node --import tsx`), so they leave the image with the CVEs their bundled dependencies bring.
RUN rm -rf /usr/local/lib/node_modules/npm /usr/local/lib/node_modules/corepack /opt/yarn-* \
      /usr/local/bin/npm /usr/local/bin/npx /usr/local/bin/corepack /usr/local/bin/yarn /usr/local/bin/yarnpkg
WORKDIR /app
# Everything stays owned by root and read-only for the service user; the only place written at
# run time is the tsx transform cache under /tmp (a tmpfs/emptyDir when the root is read-only).
COPY --from=deps-prod /app/node_modules ./node_modules
COPY --from=deps-tsx /out/node_modules ./node_modules
COPY package.json tsconfig.json ./
COPY proto ./proto
COPY packages ./packages
COPY services ./services
COPY scripts ./scripts
COPY deploy/docker ./deploy/docker
# Fail the build, not the rollout, when a module the services import is missing from the
# production tree: importing the stack loads every service's code without starting anything.
RUN TSX_DISABLE_CACHE=1 node --import tsx --input-type=module \
      -e "await import('/app/scripts/stack.ts'); console.log('module graph ok')"
# The node user of the base image, numeric so Kubernetes can check runAsNonRoot.
USER 1000:1000
EXPOSE 8080 50051
# node is PID 1 on purpose: every service handles SIGTERM/SIGINT itself (graceful shutdown) and
# starts no child processes other than esbuild's, which it owns.
ENTRYPOINT ["node", "--import", "tsx"]
CMD ["services/gateway/src/main.ts"]
