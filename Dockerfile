# syntax=docker/dockerfile:1
# The product as one image: the web app, the compiled server and the server's production dependencies only
# (docs/deploy.md).
# Its steps outside Docker are apps/server/test/ship-image.test.ts.

# Production install: only the compiled server's dependencies (the web's renderer is bundled into dist-ssr and
# @pnc/schemas into the server's own files, so neither needs the web's packages), from the same lockfile.
FROM node:22-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/schemas/package.json packages/schemas/
RUN npm ci --omit=dev --workspace apps/server --no-audit --no-fund

# Build stage: the whole install and the build.
FROM node:22-bookworm-slim AS build
# No compiler: better-sqlite3, @node-rs/argon2 and esbuild ship their binaries for linux x64 and arm64 in their
# registry packages.
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/schemas/package.json packages/schemas/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Runtime stage: node and what runs, as the unprivileged `node` user. No DATABASE_URL: its default
# (sqlite:data/app.db under /app) stands until the operator gives DATABASE_URL or the PG* variables.
FROM node:22-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    SEED_DEMO=0 \
    MAIL_OUTBOX_DIR=/app/data/outbox \
    UPLOAD_DIR=/app/data/uploads
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/packages/schemas/package.json ./packages/schemas/
COPY --from=build /app/apps/server/package.json ./apps/server/
COPY --from=build /app/apps/server/dist ./apps/server/dist
COPY --from=build /app/apps/web/package.json ./apps/web/
COPY --from=build /app/apps/web/dist ./apps/web/dist
COPY --from=build /app/apps/web/dist-ssr ./apps/web/dist-ssr
RUN mkdir -p /app/data && chown node:node /app/data
VOLUME ["/app/data"]
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/api/health/').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "apps/server/dist/main.js"]
