import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { fileClock } from './test-clock';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rvtp-clock-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the reminders test clock', () => {
  it('is honoured only when NODE_ENV=test, never in production or development', () => {
    const file = path.join(dir, 'clock');
    expect(loadConfig({ DATA_DIR: dir, NODE_ENV: 'test', TEST_CLOCK_FILE: file }).testClockFile).toBe(file);
    expect(loadConfig({ DATA_DIR: dir, NODE_ENV: 'development', TEST_CLOCK_FILE: file }).testClockFile).toBeUndefined();
    const production = loadConfig({
      DATA_DIR: dir,
      NODE_ENV: 'production',
      TEST_CLOCK_FILE: file,
      JWT_SECRET: 'p'.repeat(40),
      APP_URL: 'https://rv.example.com',
    });
    expect(production.testClockFile).toBeUndefined();
  });

  it('reads the instant in the file, follows it when the file changes, and runs on real time without it', () => {
    const file = path.join(dir, 'moving');
    const clock = fileClock(file);
    const before = Date.now();
    expect(clock().getTime()).toBeGreaterThanOrEqual(before);
    fs.writeFileSync(file, '2030-02-28T15:00:30.000Z\n');
    expect(clock().toISOString()).toBe('2030-02-28T15:00:30.000Z');
    fs.writeFileSync(file, '2030-03-01T14:00:30.000Z');
    expect(clock().toISOString()).toBe('2030-03-01T14:00:30.000Z');
    fs.writeFileSync(file, 'not a time');
    expect(clock().getTime()).toBeGreaterThanOrEqual(before);
    expect(clock().getFullYear()).toBeLessThan(2030);
  });
});
