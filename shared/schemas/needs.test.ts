import { describe, expect, it } from 'vitest';
import type { Need, NeedDefinition } from './needs';
import {
  NEED_DEFINITIONS,
  NEED_FILTERS,
  NEEDS,
  needForAmenity,
  needsForAmenities,
  OPTIMIZE_AMENITY_OPTIONS,
  REPORTED_FLAG_KEYS,
  SEARCH_FORM_NEEDS,
  SPECIAL_NEEDS,
  storedNeedsSchema,
} from './needs';
import { campgroundFiltersSchema, reportedAttributesSchema } from './places';
import { generateTripInputSchema } from './plan';
import { plannerFormDefaults, plannerFormSchema } from './planner-form';
import { tripSchema } from './trip';

// The product's lists, as the SPEC writes them.
const SPEC_SPECIAL_NEEDS =
  'pet-friendly, full-hookups, big-rig, wifi-required, laundry, pool, hot-tub, playground, camp-store, restaurant, propane, dump-station, pull-through, cable-tv, recreation-hall, fitness-center, security, quiet-hours';
const SPEC_OPTIMIZE_AMENITIES =
  'Full Hookups, WiFi, Pool/Spa, Pet Friendly, Big Rig Accessible, Laundry, Store/Shop, Restaurant, Playground, Dump Station, Propane, Restrooms';

const definition = (need: Need): NeedDefinition | undefined =>
  (NEED_DEFINITIONS as Partial<Record<string, NeedDefinition>>)[need];

describe('the needs vocabulary', () => {
  it("holds the SPEC's special needs and optimize amenities, in the forms' order", () => {
    expect(SPECIAL_NEEDS.join(', ')).toBe(SPEC_SPECIAL_NEEDS);
    expect(OPTIMIZE_AMENITY_OPTIONS.join(', ')).toBe(SPEC_OPTIMIZE_AMENITIES);
    for (const amenity of OPTIMIZE_AMENITY_OPTIONS) expect(NEEDS).toContain(needForAmenity(amenity));
  });

  it('gives every need a label, a phrase, its reported attributes and a filter key', () => {
    const attributes = Object.keys(reportedAttributesSchema.shape);
    const filters = Object.keys(campgroundFiltersSchema.shape);
    for (const need of NEEDS) {
      const d = definition(need);
      expect(d, need).toBeDefined();
      expect(d?.label.trim(), need).not.toBe('');
      expect(d?.phrase.trim(), need).not.toBe('');
      expect(Array.isArray(d?.reported), need).toBe(true);
      for (const attribute of d?.reported ?? []) expect(attributes, need).toContain(attribute);
      expect(d?.filter.key, need).toMatch(/^[a-z][A-Za-z]+$/);
      expect(d?.filter.label.trim(), need).not.toBe('');
      expect(filters, need).toContain(d?.filter.key);
    }
    expect(Object.keys(NEED_DEFINITIONS).sort()).toEqual([...NEEDS].sort());
  });

  it('names each need once: labels, filter keys and amenity names do not collide', () => {
    const unique = (values: string[]) => expect(new Set(values).size).toBe(values.length);
    unique(NEEDS.map((n) => NEED_DEFINITIONS[n].label));
    unique(NEED_FILTERS.map((f) => f.key));
    const names = NEEDS.flatMap((n) => {
      const d: NeedDefinition = NEED_DEFINITIONS[n];
      return [...(d.amenity ? [d.amenity] : []), ...(d.aliases ?? [])];
    });
    unique(names);
    for (const need of SEARCH_FORM_NEEDS) expect(NEEDS).toContain(need);
  });

  it('labels every reported flag, and the reported attributes carry every flag', () => {
    const attributes = Object.keys(reportedAttributesSchema.shape);
    for (const flag of REPORTED_FLAG_KEYS) expect(attributes).toContain(flag);
  });

  it('maps amenity names onto needs, in order, no repeats, and leaves the rest out', () => {
    expect(needsForAmenities(['WiFi', 'Hookups', 'Full Hookups', 'Jacuzzi', 'Showers'])).toEqual([
      'wifi-required',
      'full-hookups',
      'showers',
    ]);
  });
});

describe('needs in requests and in stored data', () => {
  const request = {
    fromLocation: 'Denver, CO',
    toLocation: 'Moab, UT',
    departureDate: '2026-09-01',
    duration: 3,
  };

  it('a plan request and the planner form accept only needs of the vocabulary', () => {
    expect(generateTripInputSchema.parse({ ...request, specialNeeds: ['big-rig'] }).specialNeeds).toEqual([
      'big-rig',
    ]);
    const refused = generateTripInputSchema.safeParse({ ...request, specialNeeds: ['jacuzzi'] });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.path).toEqual(['specialNeeds', 0]);
    const form = { ...plannerFormDefaults, specialNeeds: ['jacuzzi'] };
    expect(plannerFormSchema.safeParse(form).success).toBe(false);
  });

  it('a trip stored with a need the vocabulary does not know still loads, without it', () => {
    expect(storedNeedsSchema.parse(['pet-friendly', 'jacuzzi', 'laundry'])).toEqual([
      'pet-friendly',
      'laundry',
    ]);
    const trip = tripSchema.parse({
      id: 'OLDTRIP1',
      fromLocation: 'Denver, CO',
      toLocation: 'Moab, UT',
      duration: 3,
      createdAt: '2025-01-01T00:00:00Z',
      specialNeeds: ['full-hookups', 'near a lake'],
    });
    expect(trip.specialNeeds).toEqual(['full-hookups']);
  });
});
