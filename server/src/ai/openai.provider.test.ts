import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tripPlanSchema, generateTripInputSchema } from '@shared/schemas/plan';
import { createBundledPlacesProvider } from '../places/places.provider';
import { createBuiltinPlanProvider } from '../planner/plan-provider';
import { WARM_PLANNING_GUARD_MS, warmPlanning } from '../test/planner-data';
import type { ModelAnswer } from './openai.provider';
import { FALLBACK_WARNING, OPENAI_MAX_RETRIES, createOpenAiProvider } from './openai.provider';

type Mode = 'good' | 'invalid-json' | 'invented-campground' | 'slow' | 'reset-once' | 'always-500';
let mode: Mode = 'good';
let server: http.Server;
let baseURL = '';
let lastRequest: { model?: string; response_format?: { type: string } } = {};
// Requests the model's server received since the test set its mode.
let received = 0;

interface Sent {
  days: Array<{ day: number; to: string; candidates: Array<{ id: string }> }>;
}

function answerFor(sent: Sent): ModelAnswer {
  return {
    title: 'Red Rock Run',
    description: 'From the Front Range to the canyons.',
    days: sent.days.map((d) => ({
      day: d.day,
      title: `Day ${d.day}: onward to ${d.to}`,
      campgroundId: mode === 'invented-campground' ? 'ridb-invented-999' : (d.candidates.at(-1)?.id ?? null),
      activities: [
        {
          name: `Sunset walk near ${d.to}`,
          type: 'sightseeing',
          duration: '1 hour',
          description: 'Stretch your legs.',
        },
      ],
      meals: [
        {
          mealType: 'dinner',
          name: `Dinner out in ${d.to}`,
          type: 'restaurant',
          location: d.to,
          priceRange: '$$',
        },
      ],
      tips: ['Fill the fresh-water tank before leaving.'],
    })),
    recommendations: {
      packingTips: ['Layers'],
      weatherConsiderations: ['Hot afternoons'],
      budgetTips: ['Cook at camp'],
      safetyTips: ['Check tire pressure'],
    },
  };
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const parsed = JSON.parse(body) as {
        model: string;
        messages: Array<{ content: string }>;
        response_format: { type: string };
      };
      lastRequest = parsed;
      received += 1;
      // A connection dropped before any answer (what a proxy or a reused, server-closed socket does).
      if (mode === 'reset-once' && received === 1) {
        res.socket?.destroy();
        return;
      }
      if (mode === 'always-500') {
        res.writeHead(500, { 'content-type': 'application/json', connection: 'close' });
        res.end(JSON.stringify({ error: { message: 'overloaded', type: 'server_error' } }));
        return;
      }
      const sent = JSON.parse(parsed.messages[1].content) as Sent;
      const content = mode === 'invalid-json' ? '{"title": "oops", ' : JSON.stringify(answerFor(sent));
      const reply = () => {
        if (res.destroyed) return;
        res.setHeader('content-type', 'application/json');
        // A connection for each request. A kept-alive one sat idle while the next test planned on this
        // thread, which blocks the event loop (the built-in planner runs inline here): once a plan's
        // block held the client past its own idle limit (3 s: the server's 5 s hint less 2) and the
        // server past its 5 s, the client reused the socket the server then closed, ECONNRESET, and the
        // provider fell back to the built-in plan (a whole run at load 24-34).
        res.setHeader('connection', 'close');
        res.end(
          JSON.stringify({
            id: 'chatcmpl-test',
            object: 'chat.completion',
            created: 1_700_000_000,
            model: parsed.model,
            choices: [
              {
                index: 0,
                message: { role: 'assistant', content, refusal: null },
                finish_reason: 'stop',
                logprobs: null,
              },
            ],
            usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
          }),
        );
      };
      // Slower than the test's own time limit: only the provider's timeout can end the call in time.
      if (mode === 'slow') setTimeout(reply, 60_000).unref();
      else reply();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const places = createBundledPlacesProvider();
const builtin = createBuiltinPlanProvider(places);
// The routing data's and the catalogue's one-time load, before the first test: inside it, the first
// test's 20 s limit covered the load too, which took longer at load 15-19.
beforeAll(() => warmPlanning(places.plannerData()), WARM_PLANNING_GUARD_MS);
// Why the provider last fell back, for the message of a test that expected the model's answer.
let fellBack = '';
// A generous timeout by default, so a busy machine does not turn a good answer into a fallback;
// the slow-model test passes a short one.
const provider = (timeoutMs = 15_000) => {
  fellBack = '';
  return createOpenAiProvider(
    {
      apiKey: 'sk-test',
      model: 'gpt-test',
      baseURL,
      timeoutMs,
      warn: (m, err) => (fellBack = `${m}: ${String(err)} (${String((err as { cause?: unknown })?.cause)})`),
    },
    builtin,
    places,
  );
};
const input = generateTripInputSchema.parse({
  fromLocation: 'Denver, CO',
  toLocation: 'Moab, UT',
  departureDate: '2026-07-01',
  duration: 3,
});

describe('OpenAI provider', () => {
  it('uses a grounded, valid answer from the model', async () => {
    mode = 'good';
    const plan = tripPlanSchema.parse(await provider().generateTrip(input));
    expect(plan.source, fellBack).toBe('openai');
    expect(plan.overview.title).toBe('Red Rock Run');
    expect(plan.dailyItinerary[0].title).toMatch(/^Day 1: onward to /);
    expect(plan.warnings).not.toContain(FALLBACK_WARNING);
    expect(lastRequest.model).toBe('gpt-test');
    expect(lastRequest.response_format?.type).toBe('json_schema');
    // Distances and stops stay the engine's.
    const base = await builtin.generateTrip(input);
    expect(plan.dailyItinerary.map((d) => d.distance)).toEqual(base.dailyItinerary.map((d) => d.distance));
  });

  it('lets the model swap a park only for one that reports what the traveller asked for', async () => {
    mode = 'good';
    const asked = generateTripInputSchema.parse({ ...input, preferredAmenities: ['Dump Station'] });
    const base = await builtin.generateTrip(asked);
    const plan = tripPlanSchema.parse(await provider().generateTrip(asked));
    expect(plan.source, fellBack).toBe('openai');
    expect(base.dailyItinerary.some((d) => d.rvPark.reported?.dumpStation === 'yes')).toBe(true);
    plan.dailyItinerary.forEach((d, i) => {
      const before = base.dailyItinerary[i];
      if (before.rvPark.reported?.dumpStation === 'yes') expect(d.rvPark.reported?.dumpStation).toBe('yes');
      // What the day says about a park is about the park it now has.
      if (d.rvPark.name !== before.rvPark.name)
        for (const w of d.warnings ?? []) expect(w).not.toContain(before.rvPark.name);
    });
  });

  it('keeps the needs the planner derives from the trip (pets travelling): the same rig and needs as the engine', async () => {
    mode = 'good';
    const withPets = generateTripInputSchema.parse({
      ...input,
      travellers: { adults: 2, childAges: [], pets: 1 },
    });
    const base = await builtin.generateTrip(withPets);
    const plan = tripPlanSchema.parse(await provider().generateTrip(withPets));
    expect(plan.source, fellBack).toBe('openai');
    expect(base.dailyItinerary.some((d) => d.rvPark.reported?.pets === 'yes')).toBe(true);
    plan.dailyItinerary.forEach((d, i) => {
      if (base.dailyItinerary[i].rvPark.reported?.pets === 'yes') expect(d.rvPark.reported?.pets).toBe('yes');
    });
  });

  it("keeps the engine's full-timer budget view and tips", async () => {
    mode = 'good';
    const fullTimer = generateTripInputSchema.parse({ ...input, duration: 9, fullTimer: true });
    const plan = tripPlanSchema.parse(await provider().generateTrip(fullTimer));
    const base = await builtin.generateTrip(fullTimer);
    expect(plan.source, fellBack).toBe('openai');
    expect(plan.recommendations.packingTips).toEqual(['Layers']);
    expect(plan.recommendations.fullTimerTips).toEqual(base.recommendations.fullTimerTips);
    expect(plan.budgetView).toEqual(base.budgetView);
    expect(plan.dailyItinerary.map((d) => d.nights)).toEqual(base.dailyItinerary.map((d) => d.nights));
  });

  it.each(['invalid-json', 'invented-campground'] as const)(
    'falls back to the built-in plan on %s',
    async (m) => {
      mode = m;
      const plan = await provider().generateTrip(input);
      expect(plan.source).toBe('builtin');
      expect(plan.warnings).toContain(FALLBACK_WARNING);
    },
  );

  it('tries once more when the connection drops before an answer, and uses that answer', async () => {
    mode = 'reset-once';
    received = 0;
    const plan = await provider().generateTrip(input);
    expect(plan.source, fellBack).toBe('openai');
    expect(received).toBe(2);
  });

  it('falls back after one retry when the service keeps failing', async () => {
    mode = 'always-500';
    received = 0;
    const plan = await provider().generateTrip(input);
    expect(plan.source).toBe('builtin');
    expect(plan.warnings).toContain(FALLBACK_WARNING);
    expect(received).toBe(1 + OPENAI_MAX_RETRIES);
  });

  it('falls back when the model is too slow', async () => {
    mode = 'slow';
    const plan = await provider(1000).generateTrip(input);
    expect(plan.source).toBe('builtin');
    expect(plan.warnings).toContain(FALLBACK_WARNING);
  });
});
