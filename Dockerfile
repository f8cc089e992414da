# Multi-stage build of the standalone server; runs as a non-root user. The image knows no
# origin: SITE_URL (and AUTH_SECRET, ADMIN_PASSWORD) are given to `docker run`, so one image
# serves staging and production.
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:22-bookworm-slim AS run
ENV NODE_ENV=production HOSTNAME=0.0.0.0 PORT=3000 DATA_DIR=/data
# V8 sizes its heap from the host's memory, not the container's, and lets garbage pile up to
# match: capped, the server holds ~290 MB under load instead of ~500 (docs/deploy.md, "Machine size").
# The live heap is ~70 MB; `docker run -e NODE_OPTIONS=...` overrides.
ENV NODE_OPTIONS=--max-old-space-size=192
# The image endpoint's encoder (sharp) frees into glibc's per-thread arenas, which keep it: two
# arenas hold the server at ~280 MB after encoding every preloaded picture instead of ~370. Blocks
# over 128 KB go back to the system when freed (glibc otherwise raises that bound as large blocks
# are freed and keeps them): a year of data's exports and backup peaked at 466 MB, 353 MB with it.
ENV MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=131072
WORKDIR /app
RUN groupadd --system app && useradd --system --gid app --home /app app \
  && mkdir -p /data && chown app:app /data
COPY --from=build --chown=app:app /app/.next/standalone ./
USER app
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--require", "./server-preload.cjs", "server.js"]
