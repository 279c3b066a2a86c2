# The Academy server image: `docker build -t academy .` (README: "Containers"). Two stages: the
# first installs every dependency and builds the web app and the server; the second holds only
# the production dependencies (`npm ci --omit=dev`), the build and the migrations, and runs as
# the unprivileged user `node`. tests/process/container.test.ts checks this file: its CMD is the
# command the process tests start the server with, and its HEALTHCHECK is run against a server.

FROM node:24-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY drizzle ./drizzle
COPY --from=build /app/build ./build
RUN mkdir -p /data /backups && chown node:node /data /backups
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--enable-source-maps", "build/server/main.js"]
