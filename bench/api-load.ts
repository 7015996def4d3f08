import { spawn } from 'node:child_process';
import autocannon from 'autocannon';

export type LoadResult = {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  rpsRatioToHello: number | null;
};

type Target = { name: string; url: string; method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string };

export async function runAutocannon(target: Target, seconds: number): Promise<Omit<LoadResult, 'rpsRatioToHello'>> {
  const result = await autocannon({
    url: target.url,
    method: target.method ?? 'GET',
    headers: target.headers,
    body: target.body,
    connections: 10,
    duration: seconds,
    timeout: 10,
  });
  return {
    name: target.name,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** A bare Express "hello" route in a child process: the baseline every API figure is divided by. */
export async function startHelloServer(): Promise<{ url: string; stop: () => void }> {
  const code = `
    const express = require('express');
    const app = express();
    app.get('/hello', (_req, res) => res.json({ hello: 'world' }));
    const server = app.listen(0, '127.0.0.1', () => process.stdout.write(String(server.address().port) + '\\n'));
  `;
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.once('data', (d: Buffer) => resolve(Number(d.toString().trim())));
    child.once('exit', () => reject(new Error('hello server exited')));
  });
  return { url: `http://127.0.0.1:${port}/hello`, stop: () => child.kill('SIGTERM') };
}
