# syntax=docker/dockerfile:1
# Finishline: the site and the API on one port (`finishline serve`). See docs/operations.md.
#
#   docker build --build-arg BUILD_ID=$(git rev-parse --short HEAD) -t finishline .
#   docker run --rm -p 3000:3000 -e DATABASE_URL=postgres://… -e INGEST_TOKEN=… finishline
#
# Without DATABASE_URL the container uses the embedded PGlite database in /app/.data (mount a volume there to
# keep it; add `--demo` to the command to load the demo data on first start). Stateless with PostgreSQL: run as
# many as needed behind nginx (deploy/nginx.conf).

ARG NODE_VERSION=20

# --- Build: install everything, compile the packages and the web app, then drop the dev dependencies ---------
FROM node:${NODE_VERSION}-slim AS build
WORKDIR /app
ENV CI=true \
    npm_config_update_notifier=false \
    npm_config_fund=false \
    npm_config_audit=false

# The manifests alone first, so the dependency layer is rebuilt only when they change.
COPY package.json package-lock.json ./
COPY packages/core/package.json packages/core/
COPY packages/contract/package.json packages/contract/
COPY packages/db/package.json packages/db/
COPY packages/ingest/package.json packages/ingest/
COPY apps/cli/package.json apps/cli/
COPY packages/api/package.json packages/api/
COPY packages/reads/package.json packages/reads/
COPY packages/alerts/package.json packages/alerts/
COPY packages/server/package.json packages/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci

COPY . .
# Pins the id pages compare with the server's to notice a new deployment (random when empty).
ARG BUILD_ID=""
RUN if [ -n "$BUILD_ID" ]; then export BUILD_ID; else unset BUILD_ID; fi \
 && npm run build \
 && npm prune --omit=dev \
 && rm -rf apps/web/.react-router

# --- Runtime: compiled output and production dependencies only, as an unprivileged user --------------------------
FROM node:${NODE_VERSION}-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    LOG_LEVEL=info

COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
# Workspace packages resolve through node_modules symlinks to these folders: manifests, dist, migrations.
COPY --from=build /app/packages/core/package.json ./packages/core/
COPY --from=build /app/packages/core/dist ./packages/core/dist
COPY --from=build /app/packages/contract/package.json ./packages/contract/
COPY --from=build /app/packages/contract/dist ./packages/contract/dist
COPY --from=build /app/packages/db/package.json ./packages/db/
COPY --from=build /app/packages/db/dist ./packages/db/dist
COPY --from=build /app/packages/db/migrations ./packages/db/migrations
COPY --from=build /app/packages/ingest/package.json ./packages/ingest/
COPY --from=build /app/packages/ingest/dist ./packages/ingest/dist
COPY --from=build /app/apps/cli/package.json ./apps/cli/
COPY --from=build /app/apps/cli/dist ./apps/cli/dist
COPY --from=build /app/packages/api/package.json ./packages/api/
COPY --from=build /app/packages/api/dist ./packages/api/dist
COPY --from=build /app/packages/api/assets ./packages/api/assets
COPY --from=build /app/packages/reads/package.json ./packages/reads/
COPY --from=build /app/packages/reads/dist ./packages/reads/dist
COPY --from=build /app/packages/alerts/package.json ./packages/alerts/
COPY --from=build /app/packages/alerts/dist ./packages/alerts/dist
COPY --from=build /app/packages/server/package.json ./packages/server/
COPY --from=build /app/packages/server/dist ./packages/server/dist
COPY --from=build /app/apps/web/package.json ./apps/web/
COPY --from=build /app/apps/web/build ./apps/web/build
# npm keeps the e2e and bench workspaces' links in node_modules; their manifests keep them resolvable.
COPY --from=build /app/e2e/package.json ./e2e/
COPY --from=build /app/bench/package.json ./bench/

# The embedded database's folder (used only without DATABASE_URL) must be writable by the unprivileged user.
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node

EXPOSE 3000
# Liveness only (the process answers); readiness (/readyz: the database answers) is for the load balancer.
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM (docker stop, Kubernetes) closes gracefully: no new connections, requests in flight finish, then the
# live streams, the API and the database close, within 10 s. Give the container more than that (stop_grace_period).
STOPSIGNAL SIGTERM
CMD ["node", "apps/cli/dist/main.js", "serve"]
