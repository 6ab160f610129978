# syntax=docker/dockerfile:1
# The production image of Foodspot Rewards: the BFF serving the built client (docs/deploy.md).
#
#   docker build -t foodspot-rewards --build-arg SUPPORT_EMAIL=help@example.in --build-arg SUPPORT_PHONE="+91 80 1234 5678" .
#
# node:24-slim: Node 24 LTS on Debian slim (production runs Node 24; design.md). A tag, not a digest, so each
# rebuild takes Node 24's and Debian's latest security fixes; for byte-for-byte repeatable images pin the digest
# (node:24-slim@sha256:...) and move it deliberately. Both stages use the same image, so the build runs the Node
# the server runs on.

# ---- build: every dependency, the compiled BFF and schema, the built client --------------------------------------
FROM node:24-slim AS build
WORKDIR /app
# The manifests first: the dependency layer is rebuilt only when they change. No install scripts: nothing the build
# needs has one (the only ones are firebase-tools' optional native regex and version notices).
COPY package.json package-lock.json ./
COPY schema/package.json schema/
COPY bff/package.json bff/
COPY client/package.json client/
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
# The prerendered pages carry the support and grievance contacts before their JavaScript runs (README "Configuration").
ARG SUPPORT_EMAIL
ARG SUPPORT_PHONE
ARG GRIEVANCE_OFFICER_NAME
ARG GRIEVANCE_OFFICER_EMAIL
# tsc -b (schema, bff, client types), then the client's production build into client/dist. The compiled tests,
# test helpers and the local launcher stay behind: the server never loads them (bff/src/deploy/runtime-image.test.ts).
RUN npm run build \
  && rm -rf bff/dist/dev bff/dist/test \
  && find bff/dist schema/dist -name '*.test.*' -delete

# ---- runtime: production dependencies of the server's workspaces, the compiled output, a non-root user -----------
FROM node:24-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY package.json package-lock.json ./
COPY schema/package.json schema/
COPY bff/package.json bff/
COPY client/package.json client/
# Only what bff and schema need at run time (no client, build or test packages), from the same lockfile.
RUN npm ci --omit=dev --workspace=bff --workspace=schema --ignore-scripts --no-audit --no-fund \
  && npm cache clean --force
# The GraphQL SDL and the client's operations manifest (trusted documents) are read from schema/ at start
# (schema/src/type-defs.ts, schema/src/persisted-documents.ts).
COPY --from=build /app/schema/*.graphql schema/
COPY --from=build /app/schema/src/__generated__/persisted-documents.json schema/src/__generated__/
COPY --from=build /app/schema/dist schema/dist
COPY --from=build /app/bff/dist bff/dist
COPY --from=build /app/client/dist client/dist
# The files belong to root and are read-only to the server.
USER node
# Cloud Run sets PORT itself (8080 unless told otherwise); elsewhere this is the port.
ENV PORT=8080
EXPOSE 8080
# Liveness for Docker and Compose (Cloud Run ignores HEALTHCHECK: it probes the container itself, docs/deploy.md).
# Node's own fetch: the slim image has no curl or wget.
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# `npm run serve` without npm: node is PID 1 and gets SIGTERM itself, and drains (server.ts).
CMD ["node", "--max-semi-space-size=4", "--max-old-space-size=384", "bff/dist/server.js"]
