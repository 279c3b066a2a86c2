import os from 'node:os';
import { z } from 'zod';
import { gstinProblem, gstinState } from '../shared/gst';
import { isGstStateCode, punjabStateCode } from '../shared/gst-states';

const optional = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optional.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  DATABASE_POOL_SIZE: optional.pipe(
    z.coerce.number<string | undefined>().int('must be a whole number').min(2).max(200).optional(),
  ),
  ADMIN_USERNAME: z.string().trim().min(1).max(64).default('admin'),
  ADMIN_PASSWORD: optional.pipe(
    z.string().min(8, 'must be at least 8 characters').max(200).optional(),
  ),
  DEMO_DATA: z
    .enum(['', '0', '1', 'true', 'false'])
    .default('')
    .transform((v) => v === '1' || v === 'true'),
  SMTP_URL: optional.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  CONTACT_EMAIL_TO: optional.pipe(z.email('must be an e-mail address').optional()),
  MAIL_FROM: optional.pipe(z.email('must be an e-mail address').optional()),
  PUBLIC_URL: optional.pipe(
    z
      .string()
      .regex(/^https?:\/\/[^/\s]+\/?$/, 'must be like https://academy.example (no path)')
      .optional(),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .string()
    .default('')
    .transform((v, ctx) => {
      const parsed = parseTrustProxy(v);
      if (parsed === undefined) {
        ctx.addIssue({
          code: 'custom',
          message: 'must be a hop count (e.g. 1) or proxy addresses (e.g. 10.0.0.2,10.0.1.0/24)',
        });
        return z.NEVER;
      }
      return parsed;
    }),
  REDIS_URL: optional.pipe(
    z
      .string()
      .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
      .optional(),
  ),
  /** The academy's GSTIN: receipts then show SAC 999293 and the GST split (docs/decisions/009). */
  ACADEMY_GSTIN: optional.pipe(
    z
      .string()
      .transform((v) => v.toUpperCase())
      .refine((v) => gstinProblem(v) === null, 'must be a valid GSTIN (15 characters, check digit)')
      .optional(),
  ),
  /** The academy's GST state code (default 03, Punjab; with a GSTIN, its first two digits). */
  ACADEMY_STATE: optional.pipe(
    z.string().refine(isGstStateCode, 'must be a GST state code such as 03').optional(),
  ),
  /** Lets a scraper elsewhere read GET /metrics with `Authorization: Bearer <token>`. */
  METRICS_TOKEN: optional.pipe(
    z.string().min(16, 'must be at least 16 characters').max(200).optional(),
  ),
  /** Where `npm run backup` without a file name writes, and where old backups are pruned. */
  BACKUP_DIR: optional,
  /** When the server's nightly backup runs (a cron line in UTC) when BACKUP_DIR is set. */
  BACKUP_CRON: optional.pipe(
    z
      .string()
      .regex(/^\S+( \S+){4}$/, 'must be a cron line of five fields, e.g. 0 21 * * *')
      .default('0 21 * * *'),
  ),
  BACKUP_KEEP_DAYS: optional.pipe(
    z.coerce
      .number<string | undefined>()
      .int('must be a whole number')
      .min(1)
      .max(3650)
      .default(14),
  ),
  AUDIT_RETENTION_DAYS: optional.pipe(
    z.coerce
      .number<string | undefined>()
      .int('must be a whole number')
      .min(7)
      .max(3650)
      .default(365),
  ),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
});

/** The proxies in front of the app: none, the nearest n hops, or these addresses/subnets. */
export type TrustProxy = false | number | string[];

const ipOrCidr = /^(\d{1,3}(\.\d{1,3}){3}|[0-9a-fA-F:]*:[0-9a-fA-F:.]*)(\/\d{1,3})?$/;
const namedRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * `TRUST_PROXY`: unset/0/false trusts no proxy; a number n trusts the n nearest hops (`1` and
 * `true` mean one, so the client address is the right-most X-Forwarded-For entry the proxy
 * appended, never one the client typed); otherwise a comma-separated list of proxy addresses.
 */
export function parseTrustProxy(value: string): TrustProxy | undefined {
  const v = value.trim().toLowerCase();
  if (v === '' || v === '0' || v === 'false') return false;
  if (v === 'true') return 1;
  if (/^\d+$/.test(v)) return Math.min(Number(v), 100);
  const list = v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (list.length === 0) return undefined;
  return list.every((s) => ipOrCidr.test(s) || namedRanges.has(s)) ? list : undefined;
}

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Connections to PostgreSQL; default `defaultPoolSize()`, two per core and two more. */
  databasePoolSize: number;
  adminUsername: string;
  adminPassword: string | undefined;
  demoData: boolean;
  smtpUrl: string | undefined;
  contactEmailTo: string | undefined;
  /** Sender of password-reset e-mails (default: CONTACT_EMAIL_TO, then no-reply@localhost). */
  mailFrom: string | undefined;
  /** The site's address for links in e-mails; default http://localhost:PORT. */
  publicUrl: string | undefined;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  trustProxy: TrustProxy;
  /** Shared state of several instances (limits, public cache invalidation); unset: one instance. */
  redisUrl: string | undefined;
  dev: boolean;
  /** GST on receipts: the academy's GSTIN (none: receipts carry no GST block) and state code. */
  gstin: string | undefined;
  academyState: string;
  /** Bearer token for GET /metrics from another machine; unset: this machine only. */
  metricsToken: string | undefined;
  /** Folder of dated backups (`npm run backup` without a file name); unset: the current folder. */
  backupDir: string | undefined;
  /** Days a dated backup in backupDir is kept (default 14). */
  backupKeepDays: number;
  /** With backupDir: when the server writes its nightly backup (cron, UTC; default 0 21 * * *). */
  backupCron: string;
  /** Days a row of the audit log (Activity) is kept; the housekeeping job deletes older ones. */
  auditRetentionDays: number;
};

/**
 * PostgreSQL connections when DATABASE_POOL_SIZE is unset: two per core of this machine and two
 * more (6 on two cores). The hot paths group their statements (docs/decisions/024), so a few
 * connections carry a whole batch; more only make the database's backends fight over the cores
 * (on two cores, 5,000 students saving: save p99 278 ms with 20 connections, 74 ms with 10, 33–70 ms
 * with 6).
 */
export const defaultPoolSize = () => 2 * os.availableParallelism() + 2;

export class ConfigError extends Error {}

/** Parses the environment once; a bad value throws a ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.ACADEMY_GSTIN && e.ACADEMY_STATE && gstinState(e.ACADEMY_GSTIN) !== e.ACADEMY_STATE) {
    throw new ConfigError(
      'Invalid configuration:\n  ACADEMY_STATE: must be the state of ACADEMY_GSTIN (its first two digits)',
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE ?? defaultPoolSize(),
    adminUsername: e.ADMIN_USERNAME,
    adminPassword: e.ADMIN_PASSWORD,
    demoData: e.DEMO_DATA,
    smtpUrl: e.SMTP_URL,
    contactEmailTo: e.CONTACT_EMAIL_TO,
    mailFrom: e.MAIL_FROM,
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, ''),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    redisUrl: e.REDIS_URL,
    dev: e.NODE_ENV === 'development',
    gstin: e.ACADEMY_GSTIN,
    academyState:
      e.ACADEMY_STATE ?? (e.ACADEMY_GSTIN ? gstinState(e.ACADEMY_GSTIN) : punjabStateCode),
    metricsToken: e.METRICS_TOKEN,
    backupDir: e.BACKUP_DIR,
    backupKeepDays: e.BACKUP_KEEP_DAYS,
    backupCron: e.BACKUP_CRON,
    auditRetentionDays: e.AUDIT_RETENTION_DAYS,
  };
}
