import { describe, expect, it } from 'vitest';
import { campgroundSearchQuerySchema } from '@shared/schemas/places';
import { createCampgroundIndex, searchCatalogue } from './campgrounds';
import { osmCampgroundRow } from '../../test/planner-data';

// A park swapped in for a stay sleeps every night of it, and the plan leaves out a park closed on
// any night of a stay (openOnDate over all of them). The day editor's suggestions searched by the
// day's one date: a park closing on the stay's second night was offered for the whole stay. The
// search now takes the stay's nights from its first date.
const closesInNovember = osmCampgroundRow('osm-1', { name: 'Lakeside Campground', season: 'May-Oct' });
const allYear = osmCampgroundRow('osm-2', { name: 'Open Camp' });
const index = createCampgroundIndex([closesInNovember, allYear]);
const found = (query: Record<string, string>) =>
  searchCatalogue(
    index,
    campgroundSearchQuerySchema.parse({ lat: '46.7', lng: '-121.6', radius: '25', ...query }),
    100,
  )
    .map((c) => c.name)
    .sort();

describe('the campground search over the nights of a stay', () => {
  it('leaves out a park closed on any night from the date, and keeps it for the nights it is open', () => {
    expect(found({ date: '2027-10-30' })).toEqual(['Lakeside Campground', 'Open Camp']);
    expect(found({ date: '2027-10-30', nights: '2' })).toEqual(['Lakeside Campground', 'Open Camp']);
    expect(found({ date: '2027-10-30', nights: '3' })).toEqual(['Open Camp']);
    expect(found({ date: '2027-11-02', nights: '1' })).toEqual(['Open Camp']);
  });

  it('reads the nights as a whole number from 1 to 60', () => {
    for (const nights of ['0', '61', '1.5', 'two'])
      expect(
        campgroundSearchQuerySchema.safeParse({ lat: '46.7', lng: '-121.6', date: '2027-10-30', nights })
          .success,
      ).toBe(false);
  });
});
