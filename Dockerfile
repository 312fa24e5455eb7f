# syntax=docker/dockerfile:1
# Velora Markets website: multi-stage build on Node 24 (TypeScript runs natively, no compile step
# for the server; Vite builds the client and the render bundle into dist/).
#   docker build -t velora-website .
#   docker run --rm -p 3000:3000 velora-website        -> http://localhost:3000

FROM node:24-bookworm-slim AS base
WORKDIR /app
ENV NPM_CONFIG_UPDATE_NOTIFIER=false \
    NPM_CONFIG_FUND=false \
    NPM_CONFIG_AUDIT=false

# All dependencies, for the build.
FROM base AS deps
COPY package.json package-lock.json ./
COPY build/postinstall.ts build/postinstall.ts
RUN npm ci

# Client bundle, render bundle, manifest -> dist/
FROM deps AS build
COPY . .
RUN npm run build

# Production dependencies only (no package has an install script besides the root's tap fix-up,
# which is for dev dependencies).
FROM base AS prod-deps
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts

FROM base AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000
COPY --from=prod-deps /app/node_modules ./node_modules
COPY package.json ./
COPY --from=build /app/dist ./dist
COPY server ./server
COPY shared ./shared
COPY locales ./locales
COPY content ./content
COPY public ./public
# Files stay owned by root (read-only for the app); the process runs unprivileged.
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node is PID 1 and handles SIGTERM itself (graceful shutdown within SHUTDOWN_TIMEOUT_MS).
CMD ["node", "server/main.ts"]
