import { describe, expect, it } from 'vitest';
import { campgroundRow } from '../../test/planner-data';
import { rankCampgrounds, UNVERIFIED_MILES } from './campground-rank';

// A stay's park: one a traveller can call is worth a longer drive, but not any. "North Conway" nights
// went to Twin Mountain, 26 miles off across Crawford Notch, over Glen Ellis Family Campground 4.3
// miles away (RV evidence, no address, phone or website in the data).
const unverifiable = (id: string, extra = {}) =>
  campgroundRow({ id, name: `Named ${id}`, lat: 0, lng: 0, source: 'OSM', facilityId: undefined, rvEvidence: true, ...extra });
const callable = (id: string, extra = {}) =>
  campgroundRow({ id, name: `Called ${id}`, lat: 0, lng: 0, source: 'OSM', facilityId: undefined, rvEvidence: true, phone: '+1 603 555 0100', ...extra });
const rank = (cands: Array<{ item: ReturnType<typeof campgroundRow>; distance: number }>, specialNeeds = [] as never[]) =>
  rankCampgrounds(cands, { rvType: 'class-a', specialNeeds, cheap: false, preferVerifiable: true }).map((c) => c.row.id);

describe('a stay near the stop beats a callable park far from it', () => {
  it('takes the named park 4 miles off over the callable one 26 miles off, and the callable one when it is near too', () => {
    expect(rank([{ item: callable('far'), distance: 26 }, { item: unverifiable('near'), distance: 4.3 }])).toEqual(['near', 'far']);
    expect(rank([{ item: callable('close'), distance: 4.3 + UNVERIFIED_MILES - 1 }, { item: unverifiable('near'), distance: 4.3 }])).toEqual([
      'close',
      'near',
    ]);
  });

  it('still takes a far park that is clearly better for the rig (reports the big-rig need, RV evidence)', () => {
    expect(
      rank(
        [
          { item: callable('far', { maxLength: '45 ft' }), distance: 26 },
          { item: unverifiable('near'), distance: 4.3 },
        ],
        ['big-rig'] as never[],
      ),
    ).toEqual(['far', 'near']);
    // No RV evidence near, RV evidence far: a long rig's park is the one known to take RVs.
    expect(rank([{ item: callable('far'), distance: 20 }, { item: unverifiable('near', { rvEvidence: false }), distance: 4.3 }])).toEqual([
      'far',
      'near',
    ]);
  });
});
