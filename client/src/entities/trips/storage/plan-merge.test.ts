import { describe, expect, it } from 'vitest';
import type { TripPlan } from '@shared/schemas/plan';
import type { TripDocument } from '@shared/schemas/trip-document';
import { recordDayEdit } from '@/entities/trips/plan/plan-steering';
import { makePlan } from '@shared/trips/test-factories';
import { applyChange } from './change-queue';

describe('applyChange merges plan copies edit by edit', () => {
  it('keeps the server copy’s edits from another device when this device writes its plan', () => {
    const base = makePlan(2);
    const other = recordDayEdit(base, { ...base.dailyItinerary[0], notes: ['From the phone'] });
    const mine = recordDayEdit(base, { ...base.dailyItinerary[1], notes: ['From the laptop'] });
    const current: TripDocument = {
      id: 'TRIP0001',
      version: 4,
      shared: false,
      readOnly: false,
      createdAt: '2026-08-01T00:00:00.000Z',
      updatedAt: '2026-08-01T00:00:00.000Z',
      trip: { id: 'TRIP0001' },
      aiPlan: other as unknown as Record<string, unknown>,
      reservations: null,
      savedItinerary: null,
      expenses: [],
      notes: '',
    };
    const body = applyChange(current, {
      account: 'user-1',
      id: 'TRIP0001',
      aiPlan: mine as unknown as Record<string, unknown>,
    });
    const plan = body.aiPlan as unknown as TripPlan;
    expect(body.version).toBe(4);
    expect(plan.dailyItinerary[0].notes).toContain('From the phone');
    expect(plan.dailyItinerary[1].notes).toContain('From the laptop');
    expect(plan.mergedFromOtherDevice?.edits).toBe(1);
  });
});
