import { describe, expect, it } from 'vitest';
import os from 'node:os';
import { ConfigError, defaultPoolSize, loadConfig, parseTrustProxy } from './env';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    expect(loadConfig({})).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: './data',
      databaseUrl: undefined,
      adminUsername: 'admin',
      adminPassword: undefined,
      demoData: false,
    });
  });

  it('reads every variable', () => {
    const c = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://u@db/academy',
      DEMO_DATA: '1',
      SMTP_URL: 'smtp://mail:25',
      CONTACT_EMAIL_TO: 'office@academy.in',
      ADMIN_PASSWORD: 'long-enough',
    });
    expect(c).toMatchObject({ port: 8080, databaseUrl: 'postgres://u@db/academy', demoData: true });
  });

  it('sizes the PostgreSQL pool by the cores unless DATABASE_POOL_SIZE says', () => {
    expect(defaultPoolSize()).toBe(2 * os.availableParallelism() + 2);
    expect(loadConfig({}).databasePoolSize).toBe(defaultPoolSize());
    expect(loadConfig({ DATABASE_POOL_SIZE: '12' }).databasePoolSize).toBe(12);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '1' })).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: 'many' })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', ADMIN_PASSWORD: ' ' }).databaseUrl).toBeUndefined();
  });

  it('names every bad variable in one error', () => {
    const bad = () => loadConfig({ PORT: 'x', DATABASE_URL: 'mysql://h', ADMIN_PASSWORD: 'short' });
    expect(bad).toThrow(ConfigError);
    expect(bad).toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*ADMIN_PASSWORD/);
  });
});

describe('TRUST_PROXY', () => {
  it('takes a hop count (1 and true mean one hop) or proxy addresses', () => {
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('true')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.2, 10.1.0.0/16,loopback')).toEqual([
      '10.0.0.2',
      '10.1.0.0/16',
      'loopback',
    ]);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
  });

  it('reads REDIS_URL', () => {
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).redisUrl).toBe(
      'redis://127.0.0.1:6379',
    );
    expect(() => loadConfig({ REDIS_URL: 'http://x' })).toThrow(/REDIS_URL/);
  });
});
