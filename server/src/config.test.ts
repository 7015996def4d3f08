import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const tmpDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'rvtp-config-'));

describe('loadConfig', () => {
  it('works with no variables at all, keeping a generated secret', () => {
    const dataDir = tmpDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    expect(first.port).toBe(3000);
    expect(first.appUrl).toBe('http://localhost:3000');
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(first.databaseUrl).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first.jwtSecret);
  });

  it('treats empty values as unset', () => {
    const config = loadConfig({ DATA_DIR: tmpDir(), OPENAI_API_KEY: '', DATABASE_URL: '  ' });
    expect(config.openaiApiKey).toBeUndefined();
    expect(config.databaseUrl).toBeUndefined();
  });

  it('names every bad variable', () => {
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL');
      expect(message).toContain('JWT_SECRET');
    }
  });

  it('requires JWT_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: tmpDir() })).toThrow(/JWT_SECRET/);
    expect(
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), APP_URL: 'https://rv.example.com', DATA_DIR: tmpDir() })
        .jwtSecret,
    ).toBe('x'.repeat(40));
  });

  it('requires APP_URL in production, so e-mailed links never point at localhost', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), DATA_DIR: tmpDir() })).toThrow(
      /APP_URL: is required/,
    );
    expect(loadConfig({ DATA_DIR: tmpDir() }).appUrl).toBe('http://localhost:3000');
  });

  it('turns the demo checkout off in production unless DEMO_CHECKOUT=true, on in development', () => {
    const prod = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), APP_URL: 'https://rv.example.com', DATA_DIR: tmpDir() };
    expect(loadConfig(prod).demoCheckout).toBe(false);
    expect(loadConfig({ ...prod, DEMO_CHECKOUT: 'true' }).demoCheckout).toBe(true);
    expect(loadConfig({ DATA_DIR: tmpDir() }).demoCheckout).toBe(true);
    expect(loadConfig({ DATA_DIR: tmpDir(), DEMO_CHECKOUT: 'false' }).demoCheckout).toBe(false);
    expect(() => loadConfig({ DATA_DIR: tmpDir(), DEMO_CHECKOUT: 'yes' })).toThrow(/DEMO_CHECKOUT/);
  });

  it('trusts no proxy by default; TRUST_PROXY takes a hop count or a list', () => {
    expect(loadConfig({ DATA_DIR: tmpDir() }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: tmpDir(), TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ DATA_DIR: tmpDir(), TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toEqual([
      'loopback',
      '10.0.0.0/8',
    ]);
    expect(() => loadConfig({ DATA_DIR: tmpDir(), TRUST_PROXY: 'everyone!' })).toThrow(/TRUST_PROXY/);
  });

  it('starts the plan threads warm by default; PLAN_START takes warm, loaded or on-demand', () => {
    expect(loadConfig({ DATA_DIR: tmpDir() }).planStart).toBe('warm');
    expect(loadConfig({ DATA_DIR: tmpDir(), PLAN_START: '' }).planStart).toBe('warm');
    expect(loadConfig({ DATA_DIR: tmpDir(), PLAN_START: 'loaded' }).planStart).toBe('loaded');
    expect(loadConfig({ DATA_DIR: tmpDir(), PLAN_START: 'on-demand' }).planStart).toBe('on-demand');
    expect(() => loadConfig({ DATA_DIR: tmpDir(), PLAN_START: 'lazy' })).toThrow(/PLAN_START/);
  });

  it('keeps the generated secret owner-only (0600)', () => {
    const dataDir = tmpDir();
    loadConfig({ DATA_DIR: dataDir });
    expect(fs.statSync(path.join(dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);
  });
});
