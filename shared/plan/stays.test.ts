import { describe, expect, it } from 'vitest';
import type { Day } from '../schemas/plan';
import { makePlan } from '../trips/test-factories';
import { stayDayNote, stayHereNote } from './day-texts';
import { withStayNights } from './stays';

// A stay's length changed: its notes say the new length, written from the stay's values (its nights
// before and after, each day's place in it, its park), never read back from the sentences.

/** A plan of `days` one-night stops whose day 2 begins a stay of `nights` the planner described. */
function withStay(days: number, nights: number): Day[] {
  const base = makePlan(days).dailyItinerary;
  const stay = withStayNights(base, 2, nights, base[0].date).days;
  return stay.map((d) => {
    if (d.day === 2) return { ...d, notes: [stayHereNote(nights), 'Ask for a shady site.'] };
    if (d.day > 2 && d.day < 2 + nights)
      return { ...d, notes: [stayDayNote(d.day - 1, nights, d.rvPark.name), `Note of day ${d.day}.`] };
    return d;
  });
}

const notesOf = (days: readonly Day[], day: number) => days.find((d) => d.day === day)?.notes;

describe('the stay notes after a nights change', () => {
  it('say the shorter stay on the arrival and on every rest day kept', () => {
    const days = withStayNights(withStay(4, 4), 2, 2, '2027-06-01').days;
    expect(notesOf(days, 2)).toEqual(['2-night stay here.', 'Ask for a shady site.']);
    expect(notesOf(days, 3)).toEqual(['Day 2 of a 2-night stay at Campground 2.', 'Note of day 3.']);
  });

  it('say the longer stay, the new rest days having none', () => {
    const days = withStayNights(withStay(4, 3), 2, 5, '2027-06-01').days;
    expect(notesOf(days, 2)).toEqual(['5-night stay here.', 'Ask for a shady site.']);
    expect(notesOf(days, 3)).toEqual(['Day 2 of a 5-night stay at Campground 2.', 'Note of day 3.']);
    expect(notesOf(days, 4)).toEqual(['Day 3 of a 5-night stay at Campground 2.', 'Note of day 4.']);
    expect(notesOf(days, 5)).toEqual([]);
  });

  it('drop the stay note when the stay is back to one night', () => {
    const days = withStayNights(withStay(3, 3), 2, 1, '2027-06-01').days;
    expect(notesOf(days, 2)).toEqual(['Ask for a shady site.']);
  });

  it('say so on the arrival drive of a one-night stop that grew', () => {
    const base = makePlan(3).dailyItinerary;
    const days = withStayNights(base, 2, 3, base[0].date).days;
    expect(notesOf(days, 2)).toEqual(['Note for day 2.', '3-night stay here.']);
  });

  it("leave the traveller's own notes as written, even one that reads like a stay note", () => {
    const stay = withStay(4, 4);
    const own = new Set([stayDayNote(2, 4, 'Campground 2')]);
    const days = withStayNights(stay, 2, 3, '2027-06-01', own).days;
    expect(notesOf(days, 2)).toEqual(['3-night stay here.', 'Ask for a shady site.']);
    expect(notesOf(days, 3)).toEqual(['Day 2 of a 4-night stay at Campground 2.', 'Note of day 3.']);
  });

  it('leave a note naming another park as it is (a sentence of the planner about another place)', () => {
    const stay = withStay(4, 3).map((d) =>
      d.day === 3 ? { ...d, notes: [stayDayNote(2, 3, 'Elsewhere RV')] } : d,
    );
    expect(notesOf(withStayNights(stay, 2, 2, '2027-06-01').days, 3)).toEqual([
      stayDayNote(2, 3, 'Elsewhere RV'),
    ]);
  });
});
