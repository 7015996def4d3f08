import { describe, expect, it } from 'vitest';
import { planNotStoredText } from '@shared/schemas/planned-trip';
import { ApiError } from '@/lib/api-client';
import { PlanNotStoredError } from '@/lib/generate-trip';
import { planFailedOutcome, planReadyOutcome, redirectNoteOf } from './planner-outcomes';

const apiFailure = (status: number, body: string) =>
  new Error(`HTTP error! status: ${status}`, { cause: new ApiError(status, body, '') });

describe('what the planner says when a saved trip gets no plan', () => {
  it('blames the AI only when the planner itself failed, and goes to My Trips (ai) or the trip (hybrid)', () => {
    const down = planFailedOutcome('ai', 'AB12CD34', apiFailure(503, '{"message":"down"}'));
    expect(down.message).toBe(
      'Trip saved successfully! Trip ID: AB12CD34 (AI features temporarily unavailable)',
    );
    expect(down.redirect).toEqual({ to: '/trips', ms: 3000 });
    const hybrid = planFailedOutcome('hybrid', 'AB12CD34', apiFailure(500, 'boom'));
    expect(hybrid.message).toBe('Trip saved! You can manually plan your itinerary. Trip ID: AB12CD34');
    expect(hybrid.redirect).toEqual({ to: '/trip/AB12CD34', ms: 2000 });
  });

  it('says a plan that could not be stored was not stored, and why, keeping the trip', () => {
    const reason = planNotStoredText('This trip is too large to save (the limit is 512 kB).');
    for (const mode of ['ai', 'hybrid'] as const) {
      const outcome = planFailedOutcome(mode, 'AB12CD34', new PlanNotStoredError(reason));
      expect(outcome.message).toBe(
        'Your trip is saved, but its itinerary could not be stored: This trip is too large to save (the limit is 512 kB). (Trip ID: AB12CD34)',
      );
      expect(outcome.message).not.toMatch(/AI features temporarily unavailable/);
      expect(outcome.tone).toBe('warning');
      expect(outcome.redirect?.to).toBe('/trip/AB12CD34');
    }
  });

  it('names a place the planner could not find', () => {
    const outcome = planFailedOutcome(
      'ai',
      'AB12CD34',
      apiFailure(
        422,
        JSON.stringify({
          message: 'Could not find location: Nowhereville',
          code: 'location-not-found',
          location: 'Nowhereville',
        }),
      ),
    );
    expect(outcome.message).toBe(
      'Could not find "Nowhereville". Try a nearby town. Your trip is saved (Trip ID: AB12CD34).',
    );
  });

  it('lists the towns an ambiguous place may mean, and keeps the trip', () => {
    const message =
      'There is more than one Twin Lakes, CO: Twin Lakes (Adams County), CO or Twin Lakes (Lake County), CO. Please choose one.';
    const outcome = planFailedOutcome(
      'ai',
      'AB12CD34',
      apiFailure(
        422,
        JSON.stringify({ message, code: 'location-ambiguous', location: 'Twin Lakes, CO', choices: [] }),
      ),
    );
    expect(outcome.message).toBe(`${message} Your trip is saved (Trip ID: AB12CD34).`);
    expect(outcome.redirect?.to).toBe('/trip/AB12CD34');
  });

  it('tells where the success panel goes next', () => {
    expect(redirectNoteOf(planReadyOutcome('AB12CD34'))).toBe('Taking you to your itinerary...');
    expect(redirectNoteOf(planFailedOutcome('ai', 'AB12CD34', new Error('x')))).toBe(
      'Taking you to My Trips...',
    );
    expect(redirectNoteOf(null)).toBeNull();
  });
});
