# The reference image: the SPA built with the dev dependencies, then a runtime with production dependencies only.
# The server runs its TypeScript through tsx (a production dependency), as `npm start` does: no separate server build.
# Not built on the development machine (no Docker there): see README "Production".

# --- build: the web app (Vite), and the server's bundle of the patient dashboard's first view ---
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# --- production dependencies only ---
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

# --- runtime ---
FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    PUBLIC_DIR=/app/dist \
    SSR_DIR=/app/dist-ssr \
    DATA_DIR=/data \
    MIGRATE_ON_START=false \
    SHUTDOWN_DRAIN_SECONDS=5 \
    SHUTDOWN_TIMEOUT_SECONDS=25
WORKDIR /app
COPY --from=deps --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/dist ./dist
COPY --from=build --chown=node:node /app/dist-ssr ./dist-ssr
COPY --chown=node:node package.json tsconfig.json ./
COPY --chown=node:node server ./server
COPY --chown=node:node contracts ./contracts
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
# Liveness only: readiness (GET /api/v1/ready) is the load balancer's check.
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/v1/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# SIGTERM reaches node directly (no npm in between): it drains, finishes requests in flight and exits (server/main.ts).
STOPSIGNAL SIGTERM
CMD ["node", "--import", "tsx", "server/main.ts"]
