import { describe, expect, it } from 'vitest';
import type { Day, TripPlan } from '@shared/schemas/plan';
import { makeDay, makePlan } from '@shared/trips/test-factories';
import { mergeTravellerEdits } from './edit-merge';
import { summaryHeadline, summaryLines } from './edit-summary';
import { replaceDays, selectRoute } from '@shared/plan/plan-days';
import { recordDayEdit } from './plan-steering';

// Edits belong to places: every re-plan lays them at the place they were made, moves a note whose
// place is gone to the nearest drive, drops what cannot be kept, and says exactly that.

const far = { name: 'Far Away', latitude: 45, longitude: -90 };

/** The plan with the traveller's park on day 2, an activity on day 3 and notes on days 3 and 4. */
function edited(): TripPlan {
  let plan = makePlan(4);
  const day = (n: number) => plan.dailyItinerary[n - 1];
  plan = recordDayEdit(plan, { ...day(2), rvPark: { ...day(2).rvPark, name: 'My Own Park', id: 'own' } });
  plan = recordDayEdit(plan, {
    ...day(3),
    activities: [...day(3).activities, 'Canoe the lake'],
    notes: [...day(3).notes, 'Buy propane here'],
  });
  plan = recordDayEdit(plan, { ...day(4), notes: [...day(4).notes, 'Pick up Grandma'] });
  return plan;
}

/** A new plan: a rest day before Stop 2 (days renumber) and Stop 3 replaced by a far place. */
function freshPlan(): TripPlan {
  const base = makePlan(4);
  const [d1, d2, , d4] = base.dailyItinerary;
  const days: Day[] = [
    d1,
    { ...d1, day: 2, from: d1.to, notes: [] },
    { ...d2, day: 3 },
    { ...makeDay(3), day: 4, to: far, notes: [], activities: [], activityDetails: [] },
    { ...d4, day: 5 },
  ];
  return { ...replaceDays(base, days), input: { ...base.input, duration: 5 } };
}

const parse = (line: string) => line.match(/Day (\d+) \(([^)]+)\)/);

describe('edit placement on a new plan', () => {
  it('keeps edits at their places, moves the note whose place is gone and drops the activity', () => {
    const merged = mergeTravellerEdits(freshPlan(), edited().travellerEdits ?? []);
    const status = Object.fromEntries(
      merged.placements.map((p) => [
        p.edit.kind === 'note' ? p.edit.text : p.edit.kind === 'activity' ? p.edit.detail.name : p.edit.kind,
        [p.status, p.day],
      ]),
    );
    expect(status).toEqual({
      park: ['kept', 3],
      'Canoe the lake': ['dropped', null],
      'Buy propane here': ['moved', expect.any(Number)],
      'Pick up Grandma': ['kept', 5],
    });
    const days = merged.plan.dailyItinerary;
    expect(days[2].rvPark.name).toBe('My Own Park');
    expect(days[4].notes).toContain('Pick up Grandma');
    expect(days.some((d) => d.activities.includes('Canoe the lake'))).toBe(false);
    // The moved note sits on the day whose drive passes nearest Stop 3, never at the far place.
    const movedTo = days.find((d) => d.notes.includes('Buy propane here'))!;
    expect(movedTo.to.name).not.toBe('Far Away');
    // The question lists the moved note as well as the dropped activity.
    expect(merged.moved.map((m) => m.message)).toEqual([
      expect.stringMatching(/^Day 3: your note "Buy propane here" will move to Day \d \(Stop \d\)/),
    ]);
    expect(merged.dropped.map((m) => m.message)).toEqual([
      'Day 3: your activity "Canoe the lake" will be removed: the new plan no longer stops near Stop 3.',
    ]);
    // The moved note now belongs to its new place; the dropped activity is no longer marked.
    const marks = merged.plan.travellerEdits ?? [];
    expect(marks.find((e) => e.kind === 'note' && e.text === 'Buy propane here')?.at?.name).toBe(movedTo.to.name);
    expect(marks.some((e) => e.kind === 'activity')).toBe(false);
  });

  it('says in its summary exactly what the new plan holds: kept, moved and dropped', () => {
    const merged = mergeTravellerEdits(freshPlan(), edited().travellerEdits ?? []);
    const days = merged.plan.dailyItinerary;
    const lines = summaryLines(merged.placements, days);
    expect(lines).toHaveLength(4);
    for (const line of lines) {
      const text = line.match(/"([^"]+)"/)?.[1];
      if (line.startsWith('Dropped:')) {
        expect(days.some((d) => d.activities.includes(text!) || d.notes.includes(text!))).toBe(false);
        continue;
      }
      const [, day, place] = parse(line)!;
      const d = days[Number(day) - 1];
      expect(d.to.name).toBe(place);
      if (line.includes('RV park')) expect(d.rvPark.name).toBe('My Own Park');
      else expect(d.notes).toContain(text);
      if (line.startsWith('Moved:')) expect(line).toContain('from Stop 3 to');
    }
    expect(lines.filter((l) => l.startsWith('Kept:'))).toHaveLength(2);
    expect(summaryHeadline(merged.placements)).toBe(
      'The plan was updated. Your own edits: 2 kept, 1 moved, 1 dropped.',
    );
  });

  it('says the edits were kept only when every one was', () => {
    const plan = edited();
    const merged = mergeTravellerEdits(makePlan(4), plan.travellerEdits ?? []);
    expect(merged.placements.every((p) => p.status === 'kept')).toBe(true);
    expect(summaryHeadline(merged.placements)).toBe(
      'The plan was updated. Your own edits were kept at their places.',
    );
  });

  it('lays the edits on another route option by place, like a re-plan', () => {
    const plan = edited();
    // The scenic option's days were planned before the edits: they hold none of them.
    const switched = selectRoute(plan, 'scenic');
    expect(switched.dailyItinerary.some((d) => d.notes.includes('Pick up Grandma'))).toBe(false);
    const merged = mergeTravellerEdits(switched, plan.travellerEdits ?? []);
    expect(merged.plan.selectedRoute).toBe('scenic');
    expect(merged.plan.dailyItinerary[3].notes).toContain('Pick up Grandma');
    expect(merged.plan.dailyItinerary[2].activities).toContain('Canoe the lake');
    expect(merged.plan.dailyItinerary[1].rvPark.name).toBe('My Own Park');
    expect(merged.dropped).toEqual([]);
    expect(merged.moved).toEqual([]);
  });
});
