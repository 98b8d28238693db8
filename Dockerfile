# One image for every Venue service: the JavaScript that `npm run build` compiles, run by plain
# node (no TypeScript loader at run time). The command picks what runs:
#   docker run venue                                         the gateway (default)
#   docker run venue services/resources/src/main.js          (customers, bookings, billing, webhooks alike)
#   docker run venue scripts/migrate.js                      one-shot migrations
#   docker run venue services/gateway/src/admin/cli.js create-manager --email … --company …
#
# Stages: manifests (only package.json files and the lockfile, so dependency layers stay cached
# until one changes) -> build (full install, tsc -> dist/) and deps (production install)
# -> runtime (node, the production node_modules and dist/, nothing else).
#
# Behind a TLS-intercepting proxy, pass its CA bundle as a build secret (optional):
#   docker build --secret id=ca,src=/etc/ssl/certs/ca-certificates.crt .

# Node 26 (LTS since October 2026; docs/decisions.md). The dependencies are chosen to run on Node 20
# too (the development machines).
ARG NODE_IMAGE=node:26-bookworm-slim

FROM ${NODE_IMAGE} AS manifests
WORKDIR /src
COPY package.json package-lock.json .npmrc ./
COPY packages ./packages
COPY services ./services
# New workspaces under packages/ or services/ are picked up without editing this file.
RUN find packages services -mindepth 2 -maxdepth 2 ! -name package.json -exec rm -rf {} +

FROM ${NODE_IMAGE} AS build
WORKDIR /src
COPY --from=manifests /src ./
RUN --mount=type=cache,target=/root/.npm,sharing=locked --mount=type=secret,id=ca \
    if [ -s /run/secrets/ca ]; then export NODE_EXTRA_CA_CERTS=/run/secrets/ca; fi; \
    npm ci --no-audit --no-fund --ignore-scripts
COPY tsconfig.json tsconfig.build.json ./
COPY proto ./proto
COPY packages ./packages
COPY services ./services
COPY scripts ./scripts
COPY deploy/build ./deploy/build
RUN npm run build

# Production dependencies of the workspaces the services need (not the test-support packages), and the
# root's (the migrate script's).
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY --from=manifests /src ./
RUN --mount=type=cache,target=/root/.npm,sharing=locked --mount=type=secret,id=ca \
    if [ -s /run/secrets/ca ]; then export NODE_EXTRA_CA_CERTS=/run/secrets/ca; fi; \
    npm ci --omit=dev --no-audit --no-fund --ignore-scripts --include-workspace-root \
      --workspace=packages/contracts --workspace=packages/platform \
      --workspace=services/gateway --workspace=services/resources --workspace=services/customers \
      --workspace=services/bookings --workspace=services/billing --workspace=services/webhooks

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production
# The old generation is capped at 128 MB: without a cap V8 lets it grow lazily under load (the
# bench saw the gateway at 326 MB and resources at 211 MB of RSS while holding far less), and
# with it every service stays within 200 MB of RSS. The largest allowed answers fit (tested with
# the whole test stack in one process under the same cap). Override with NODE_OPTIONS, or a
# later --max-old-space-size in the container's args, together with the memory limit.
# The young generation is set too: from Node 24 on, V8 sizes it from the old generation's cap. On
# Node 24 that was a 64 MB semi-space under this cap (320 MB of heap limit in all), and under load
# the services then ran mark-compacts back to back ("GC in old space requested") at 3-5 times Node
# 20's CPU per request, above 200 MB of RSS; Node 26 would take 32 MB (224 MB in all). 16 MB is what
# Node 20 chooses by itself: every major gives a 176 MB heap limit with it, the one measured.
# The gateway's command (CMD below) sets a quarter of it: a 140 MB heap limit.
ENV NODE_OPTIONS="--max-old-space-size=128 --max-semi-space-size=16"
# Two glibc malloc arenas instead of up to eight per core: V8's compiler and GC threads and libuv's
# pool each took an arena of their own, and the memory freed in them stayed resident. In full
# bench runs the gateway peaked at 179-190 MB with it against 194-206 without, bookings at
# 177-180 against 188-194, at no CPU cost the bench could see (docs/decisions.md).
ENV MALLOC_ARENA_MAX=2
# Nothing runs npm, yarn or corepack at run time, so they leave the image with the CVEs their
# bundled dependencies bring.
RUN rm -rf /usr/local/lib/node_modules/npm /usr/local/lib/node_modules/corepack /opt/yarn-* \
      /usr/local/bin/npm /usr/local/bin/npx /usr/local/bin/corepack /usr/local/bin/yarn /usr/local/bin/yarnpkg
WORKDIR /app
# Everything stays owned by root and read-only for the service user; nothing is written at run
# time, so the root filesystem can be read-only (a /tmp mount is not needed, but harmless).
# dist/ mirrors the source tree with .js files; its package.json files name .js exports, and
# node_modules/@venue/* link to them.
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /src/dist ./
COPY deploy/docker ./deploy/docker
# Fail the build, not the rollout, when a module the services import is missing from the
# production tree: importing the stack loads every service's code without starting anything.
# Then the same with the tracing preload of the entrypoint and tracing on (an endpoint nothing
# listens on; nothing is exported), so the OpenTelemetry SDK and instrumentations load too.
RUN node --input-type=module -e "await import('/app/scripts/stack.js'); console.log('module graph ok')" \
 && OTEL_EXPORTER_OTLP_ENDPOINT=http://127.0.0.1:9 OTEL_SERVICE_NAME=build-check \
    node --import /app/packages/platform/src/telemetry/preload.js --input-type=module \
      -e "const t = await import('/app/packages/platform/src/telemetry/tracing.js'); if (!t.isTracingEnabled()) throw new Error('preload did not start tracing'); await import('/app/scripts/stack.js'); console.log('module graph with tracing ok'); process.exit(0)"
# The node user of the base image, numeric so Kubernetes can check runAsNonRoot.
USER 1000:1000
EXPOSE 8080 50051
# node is PID 1 on purpose: every service handles SIGTERM/SIGINT itself (graceful shutdown) and
# starts no child processes. The preload starts OpenTelemetry tracing before the entry module
# loads, and does nothing unless OTEL_EXPORTER_OTLP_ENDPOINT is set (non-empty). No
# --enable-source-maps: Node would map every frame of every stack read through the source maps,
# and grpc-js reads two stacks for each non-OK status (each 409 of a booking race), about 7 % of
# all CPU per booking in the bench. Stacks name dist/*.js (tsc keeps names and shape; the maps
# ship beside them); add the flag to NODE_OPTIONS to debug.
ENTRYPOINT ["node", "--import", "/app/packages/platform/src/telemetry/preload.js"]
# The default command is the gateway, with its smaller young generation (scripts/stack.ts).
CMD ["--max-semi-space-size=4", "services/gateway/src/main.js"]
