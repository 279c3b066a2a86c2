import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';

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

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', ADMIN_PASSWORD: ' ' }).databaseUrl).toBeUndefined();
  });

  it('names every bad variable in one error', () => {
    const bad = () => loadConfig({ PORT: 'x', DATABASE_URL: 'mysql://h', ADMIN_PASSWORD: 'short' });
    expect(bad).toThrow(ConfigError);
    expect(bad).toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*ADMIN_PASSWORD/);
  });
});
