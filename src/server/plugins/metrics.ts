import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { outboxCounts } from '#server/data/outbox.ts';

/** Request latency buckets (seconds): a save answers in milliseconds, a report in seconds. */
const latencyBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const logins: Record<string, string> = {
  '/auth/login': 'admin',
  '/auth/student/login': 'student',
};
const mockSaveRoute = '/api/student/mock-attempts/:id/answers/:questionId';

/** What a login's status means: 503 BUSY is a login shed before its password was checked. */
function loginResult(status: number): string {
  if (status === 200) return 'ok';
  if (status === 401) return 'failed';
  if (status === 429) return 'limited';
  if (status === 503) return 'shed';
  return 'error';
}

function saveResult(status: number): string {
  if (status < 300) return 'saved';
  return status < 500 ? 'refused' : 'error';
}

// The process's own figures (CPU, memory, GC, event-loop lag) exist once per process, however
// many apps a test builds in it; each app adds its own request, pool and product figures.
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry, eventLoopMonitoringPrecision: 20 });
  }
  return processRegistry;
}

export type Metrics = {
  registry: Registry;
};

/**
 * Prometheus metrics (served by routes/metrics.ts): every request's latency by method, route
 * template and status; logins by result (sheds included); mock-test saves; the PostgreSQL pool,
 * the job queue and the outbox, read at scrape time. A request costs one histogram observe on a child looked up in a Map.
 */
export const metricsPlugin = fp(async (app: FastifyInstance) => {
  const registry = new Registry();
  const registers = [registry];
  const requests = new Histogram({
    name: 'academy_http_request_duration_seconds',
    help: 'Time from request to reply, by method, route template and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: latencyBuckets,
    registers,
  });
  const loginCount = new Counter({
    name: 'academy_logins_total',
    help: 'Logins by role and result (ok, failed, limited, shed: refused as busy before hashing)',
    labelNames: ['role', 'result'] as const,
    registers,
  });
  const saveCount = new Counter({
    name: 'academy_mock_test_saves_total',
    help: 'Mock-test answer saves by result (saved, refused, error)',
    labelNames: ['result'] as const,
    registers,
  });
  const pool = app.database.poolStats;
  if (pool) {
    new Gauge({
      name: 'academy_db_pool_connections',
      help: 'PostgreSQL pool connections by state (idle, busy) and its size (max)',
      labelNames: ['state'] as const,
      registers,
      collect() {
        const s = pool();
        this.set({ state: 'idle' }, s.idle);
        this.set({ state: 'busy' }, s.total - s.idle);
        this.set({ state: 'max' }, s.max);
      },
    });
    new Gauge({
      name: 'academy_db_pool_waiting',
      help: 'Queries waiting for a free PostgreSQL connection',
      registers,
      collect() {
        this.set(pool().waiting);
      },
    });
  }

  // The job queue and the outbox, counted at scrape time (one grouped query each).
  new Gauge({
    name: 'academy_jobs',
    help: 'Jobs in the queue by queue and state (queued: waiting or awaiting a retry; active; failed: kept after their last retry)',
    labelNames: ['queue', 'state'] as const,
    registers,
    async collect() {
      for (const c of await app.jobs.counts()) {
        this.set({ queue: c.queue, state: 'queued' }, c.queued);
        this.set({ queue: c.queue, state: 'active' }, c.active);
        this.set({ queue: c.queue, state: 'failed' }, c.failed);
      }
    },
  });
  new Gauge({
    name: 'academy_outbox_messages',
    help: 'Outbound messages by status: queued (not sent yet) and failed (for good)',
    labelNames: ['status'] as const,
    registers,
    async collect() {
      const c = await outboxCounts(app.db);
      this.set({ status: 'queued' }, c.queued);
      this.set({ status: 'failed' }, c.failed);
    },
  });
  new Gauge({
    name: 'academy_outbox_oldest_queued_seconds',
    help: 'Age of the oldest outbound message not sent yet (0 when none)',
    registers,
    async collect() {
      this.set((await outboxCounts(app.db)).oldestQueuedSeconds);
    },
  });

  // Label sets are few (routes × methods × statuses): their children are kept, so a request does
  // not hash its labels again.
  const children = new Map<string, ReturnType<typeof requests.labels>>();
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const key = `${request.method} ${reply.statusCode} ${route}`;
    let child = children.get(key);
    if (!child) {
      child = requests.labels(request.method, route, String(reply.statusCode));
      children.set(key, child);
    }
    child.observe(reply.elapsedTime / 1000);
    done();
  });

  // The product's counters hang on their own routes only: other requests pay nothing for them.
  const onRouteHook = (
    route: RouteOptions,
    hook: (request: FastifyRequest, reply: FastifyReply, done: () => void) => void,
  ) => {
    const existing = route.onResponse;
    route.onResponse = [...(existing ? [existing].flat() : []), hook] as RouteOptions['onResponse'];
  };
  app.addHook('onRoute', (route) => {
    const role = logins[route.url];
    if (role && route.method === 'POST') {
      onRouteHook(route, (_request, reply, done) => {
        loginCount.inc({ role, result: loginResult(reply.statusCode) });
        done();
      });
    } else if (route.url === mockSaveRoute && route.method === 'PUT') {
      onRouteHook(route, (_request, reply, done) => {
        saveCount.inc({ result: saveResult(reply.statusCode) });
        done();
      });
    }
  });

  app.decorate('metrics', { registry: Registry.merge([processMetrics(), registry]) });
});
