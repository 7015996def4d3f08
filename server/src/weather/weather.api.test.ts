import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryCache } from '../cache';
import { createTestApp, testConfig } from '../test/test-app';
import { createWeatherService } from './weather.service';

// A local server that answers like OpenWeather's geocoding, current weather and 5-day forecast APIs.
const calls: string[] = [];
let failNext = false;
const fake = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  calls.push(url.pathname + url.search);
  const send = (status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  if (url.searchParams.get('appid') !== 'test-key') return send(401, { cod: 401, message: 'Invalid API key' });
  if (failNext) {
    failNext = false;
    return send(500, { message: 'boom' });
  }
  if (url.pathname === '/geo/1.0/direct') {
    return url.searchParams.get('q')?.startsWith('Nowhere')
      ? send(200, [])
      : send(200, [{ name: 'Moab', lat: 38.5733, lon: -109.5498, state: 'Utah', country: 'US' }]);
  }
  if (url.pathname === '/data/2.5/weather') {
    return send(200, { name: 'Moab', weather: [{ description: 'clear sky', icon: '01d' }], main: { temp: 71.6, humidity: 20 }, wind: { speed: 7.2 } });
  }
  if (url.pathname === '/data/2.5/forecast') {
    const start = Date.UTC(2030, 5, 1, 12) / 1000;
    const list = Array.from({ length: 40 }, (_, i) => ({
      dt: start + i * 3 * 3600,
      main: { temp_min: 50 + (i % 8), temp_max: 70 + (i % 8) },
      weather: [{ description: i % 8 < 5 ? 'few clouds' : 'light rain', icon: '02d' }],
      pop: i % 8 === 6 ? 0.4 : 0.1,
    }));
    return send(200, { city: { name: 'Moab', timezone: 0 }, list });
  }
  send(404, { message: 'not found' });
});

let baseUrl = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => fake.close(() => resolve())));

describe('GET /api/weather', () => {
  it("says 'Weather service not configured' without a key", async () => {
    const ctx = await createTestApp();
    const res = await request(ctx.app).get('/api/weather?lat=38.5&lng=-109.5');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ configured: false, message: 'Weather service not configured' });
    await ctx.close();
  });

  it('returns current weather and at most 5 forecast days, cached', async () => {
    const cache = createMemoryCache();
    const config = testConfig({ weatherApiKey: 'test-key', weatherApiBase: baseUrl });
    const ctx = await createTestApp({ config, cache, weather: createWeatherService({ apiKey: 'test-key', baseUrl, cache }) });
    calls.length = 0;
    const res = await request(ctx.app).get('/api/weather?q=Moab, UT');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      configured: true,
      location: 'Moab, Utah',
      current: { temperature: 72, conditions: 'Clear sky', humidity: 20, windSpeed: 7 },
      units: 'imperial',
    });
    expect(res.body.forecast).toHaveLength(5);
    expect(res.body.forecast[0]).toEqual({ date: '2030-06-01', high: 73, low: 50, conditions: 'Few clouds', icon: '02d', precipitation: 10 });
    expect(res.body.forecast[1]).toMatchObject({ date: '2030-06-02', high: 77, low: 50, precipitation: 40 });
    const before = calls.length;
    expect((await request(ctx.app).get('/api/weather?q=moab, ut')).status).toBe(200);
    expect(calls.length).toBe(before);
    await ctx.close();
  });

  it("answers 'Location not found' and 'Weather data unavailable'", async () => {
    const cache = createMemoryCache();
    const ctx = await createTestApp({ weather: createWeatherService({ apiKey: 'test-key', baseUrl, cache }) });
    const missing = await request(ctx.app).get('/api/weather?q=Nowhere at all');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Location not found', code: 'location-not-found' });
    failNext = true;
    const broken = await request(ctx.app).get('/api/weather?lat=10&lng=10');
    expect(broken.status).toBe(502);
    expect(broken.body).toEqual({ message: 'Weather data unavailable', code: 'upstream-failed' });
    const badKey = createWeatherService({ apiKey: 'wrong', baseUrl, cache: createMemoryCache() });
    await expect(badKey.forLocation({ lat: 1, lng: 1 })).rejects.toThrow('Weather data unavailable');
    await ctx.close();
  });

  it('validates the query', async () => {
    const ctx = await createTestApp();
    expect((await request(ctx.app).get('/api/weather')).status).toBe(400);
    const res = await request(ctx.app).get('/api/weather?lat=500&lng=0');
    expect(res.status).toBe(400);
    expect(typeof res.body.message).toBe('string');
    await ctx.close();
  });
});
