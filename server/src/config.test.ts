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
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), DATA_DIR: tmpDir() }).jwtSecret,
    ).toBe('x'.repeat(40));
  });
});
