import { describe, expect, it } from 'vitest';
import { TRIP_PREVIEW_SLOT } from '@shared/routes/route-pages';
import { planFromDenver, testPlannerData } from '../test/planner-data';
import { tripPreviewOf, withTripPreview } from './trip-preview';

const page = [
  '<!doctype html><html><head>',
  '    <meta name="description" content="Plan RV trips." />',
  '    <script type="module" crossorigin src="/assets/index-A1.js"></script>',
  '    <link rel="modulepreload" crossorigin href="/assets/api-client-B2.js">',
  '</head><body>',
  `<div id="root" data-placeholder="/results/:id"><main>${TRIP_PREVIEW_SLOT}<p>Loading your itinerary</p></main></div>`,
  '</body></html>',
].join('\n');

const trip = { title: 'Rockies loop', fromLocation: 'Denver, CO', toLocation: 'Moab, UT' };

describe('tripPreviewOf', () => {
  it("takes the plan's title and description, as the results page shows them", async () => {
    const planned = await planFromDenver(testPlannerData(), { duration: 3 });
    const aiPlan = {
      ...planned,
      overview: { ...planned.overview, title: 'Denver to Moab', description: 'Seven days of red rock.' },
    };
    expect(tripPreviewOf({ id: 'AB12CD34', trip: { id: 'AB12CD34', ...trip }, aiPlan })).toEqual({
      id: 'AB12CD34',
      title: 'Denver to Moab',
      description: 'Seven days of red rock.',
    });
  });

  it("falls back on the trip's own title, or its places, without a plan or with a malformed one", () => {
    expect(tripPreviewOf({ id: 'AB12CD34', trip: { id: 'AB12CD34', ...trip }, aiPlan: null })).toEqual({
      id: 'AB12CD34',
      title: 'Rockies loop',
      description: null,
    });
    const untitled = { id: 'AB12CD34', fromLocation: 'Denver, CO', toLocation: 'Moab, UT' };
    const preview = tripPreviewOf({
      id: 'AB12CD34',
      trip: untitled,
      aiPlan: { overview: { title: 7, description: ' ' } },
    });
    expect(preview.title).toBe('Denver to Moab');
    expect(preview.description).toBeNull();
  });
});

describe('withTripPreview', () => {
  it('puts the header in the slot and the text in the description and Open Graph tags', () => {
    const html = withTripPreview(page, {
      id: 'AB12CD34',
      title: 'Denver to Moab',
      description: 'Seven days of red rock.',
    });
    expect(html).not.toContain(TRIP_PREVIEW_SLOT);
    expect(html).toContain(
      '<header><h1 class="text-3xl font-bold">Denver to Moab</h1><p class="mt-2 max-w-3xl text-stone-700">Seven days of red rock.</p></header>',
    );
    expect(html).toContain('href="/trip-test/AB12CD34"');
    expect(html).toContain('<meta name="description" content="Seven days of red rock."');
    expect(html).toContain('<meta property="og:title" content="Denver to Moab" />');
    expect(html).toContain('<meta property="og:description" content="Seven days of red rock." />');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-A1.js"></script>');
    expect(html).toContain('<p>Loading your itinerary</p>');
  });

  it("escapes the traveller's text everywhere it goes", () => {
    const html = withTripPreview(page, {
      id: 'AB12CD34',
      title: '<script>alert(1)</script>',
      description: '"><img src=x onerror=alert(1)> & more',
    });
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('content="&quot;&gt;&lt;img src=x onerror=alert(1)&gt; &amp; more"');
  });

  it('leaves the description alone without one; a page without the slot gets only the tags', () => {
    const html = withTripPreview(page, { id: 'AB12CD34', title: 'Rockies loop', description: null });
    expect(html).toContain('<header><h1 class="text-3xl font-bold">Rockies loop</h1></header>');
    expect(html).toContain('<meta name="description" content="Plan RV trips."');
    expect(html).not.toContain('og:description');
    // The trip details page: no slot, so no header; the link preview's tags all the same.
    const other = page.replace(TRIP_PREVIEW_SLOT, '');
    const details = withTripPreview(other, {
      id: 'AB12CD34',
      title: 'Rockies loop',
      description: 'Red rock.',
    });
    expect(details).not.toContain('<header>');
    expect(details).toContain('<meta property="og:title" content="Rockies loop" />');
    expect(
      details
        .replace(/<meta property="og:[^>]*>/g, '')
        .replace('content="Red rock."', 'content="Plan RV trips."'),
    ).toBe(other);
  });
});
