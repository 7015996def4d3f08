import { describe, expect, it } from 'vitest';
import type { LatLngLike } from './core/road-types';
import { closedOn, uncertainOn } from './core/seasons';
import { seasonTestRouter } from './season-test-router';

// A pass or seasonal row marked confirmed cites the agency's own page: a government host (.gov, or a
// state's .us host such as dot.state.wy.us). A row whose figure comes from a secondary page (a copy
// of Wikipedia, a travel or cycling site, a news report) stays `confirmed: false`, and the day says
// so. And where the agency's figure differs from the one a secondary page gave, the day states the
// agency's.
const { tables, route, notes } = seasonTestRouter();
const at = (latitude: number, longitude: number): LatLngLike => ({ latitude, longitude });

/** Whether a URL is on a government host: .gov (federal or state) or a state's .us domain. */
function governmentHost(url: string): boolean {
  const host = new URL(url).host.toLowerCase();
  return /\.gov$/.test(host) || /\.state\.[a-z]{2}\.us$/.test(host) || /\.[a-z]{2}\.us$/.test(host);
}

describe('the sources of confirmed pass and season rows', () => {
  it('tells a government page from a secondary one', () => {
    expect(governmentHost('https://www.recreation.gov/camping/poi/10071134')).toBe(true);
    expect(governmentHost('https://codot.gov/news/2012-news-releases/x')).toBe(true);
    expect(governmentHost('https://www.dot.state.wy.us/news/x')).toBe(true);
    expect(governmentHost('https://dot.ca.gov/caltrans-near-me/district-9/x')).toBe(true);
    expect(governmentHost('https://wikimili.com/en/Wolf_Creek_Pass')).toBe(false);
    expect(governmentHost('https://www.pinedaleonline.com/news/2019/03/x.htm')).toBe(false);
    // A copy of a government page on another host is not the agency's page.
    expect(governmentHost('https://corpora.tika.apache.org/base/docs/govdocs1/475/475530.html')).toBe(false);
    expect(governmentHost('https://gov.example.com/page')).toBe(false);
  });

  it('every confirmed pass and seasonal road cites a government page', () => {
    const confirmed = [...tables.passes, ...tables.roads].filter((r) => r.confirmed);
    // Loveland and Tennessee (CDOT), Independence Pass (CDOT's release on its opening), Powder River
    // (the Bighorn National Forest on Recreation.gov), the Snowy Range Road (WYDOT), Snoqualmie Pass
    // (WSDOT's pass page), Stevens, White and Blewett passes (WSDOT's mountain pass conditions data),
    // Sonora Pass (the Stanislaus National Forest), Wetherill Mesa Road (Mesa Verde's FAQ), Reds
    // Meadow Road (Devils Postpile's hours page), Crater Lake's roads (the park's hours page), Rich
    // Mountain and Parson Branch roads (the Smokies' seasonal road schedule), Mount Rainier's White
    // River Road (the park's White River page), Clingmans Dome Road (the Smokies' seasonal road
    // schedule).
    expect(confirmed.map((r) => r.id).sort()).toEqual(
      [
        'blewett-pass',
        'clingmans-dome-road',
        'crater-lake-east-rim-drive',
        'crater-lake-north-entrance-west-rim',
        'independence-pass-summit',
        'loveland-pass',
        'parson-branch-road',
        'powder-river-pass',
        'reds-meadow-road',
        'rich-mountain-road',
        'snoqualmie-pass',
        'snowy-range-road',
        'sonora-pass-summit',
        'stevens-pass',
        'tennessee-pass',
        'white-pass',
        'wetherill-mesa-road',
        'white-river-road',
      ].sort(),
    );
    for (const r of confirmed) expect(governmentHost(r.sourceUrl), `${r.id}: ${r.sourceUrl}`).toBe(true);
  });

  it("holds Crater Lake's roads to the park's own ranges, not the news reports' dates", () => {
    // The park's hours page: the North Entrance and West Rim Drive open "as early as mid-May or as
    // late as the end of June", the East Rim Drive "between mid-June and late July"; both close
    // with the first big October snowstorm or on November 1. Mid-May was outside the rows before
    // (opening June 10 and July 10, 21 days either side, from newspapers).
    const row = (id: string) => tables.roads.find((r) => r.id === id)!;
    const west = row('crater-lake-north-entrance-west-rim');
    const east = row('crater-lake-east-rim-drive');
    for (const date of ['2027-05-15', '2027-06-08', '2027-06-30']) expect(uncertainOn(west, date), date).toBe(true);
    for (const date of ['2027-06-15', '2027-07-09', '2027-07-31']) expect(uncertainOn(east, date), date).toBe(true);
    expect(closedOn(west, '2027-05-10') && !uncertainOn(west, '2027-05-10')).toBe(true);
    expect(closedOn(east, '2027-06-10') && !uncertainOn(east, '2027-06-10')).toBe(true);
    for (const r of [west, east]) {
      expect(closedOn(r, '2027-11-01')).toBe(true);
      expect(closedOn(r, '2027-08-15')).toBe(false);
      expect(r.sourceUrl).toBe('https://www.nps.gov/crla/planyourvisit/hours.htm');
    }
  });

  it("says the agency's figure where it differs from a secondary page's", () => {
    // Berthoud Pass: 11,307 ft in FHWA's Public Roads (11,315 in Wikipedia's list of Colorado
    // passes, the row's figure before). Empire to Winter Park over US-40, asked to avoid passes: no
    // way round is near, so the day names the pass it crosses.
    const empire = at(39.7597, -105.6836);
    const winterPark = at(39.8917, -105.7631);
    const asked = route(empire, winterPark, '2027-07-15', { avoidPasses: true });
    const said = [...notes(asked, 'passes'), ...notes(asked, 'avoided')].join(' ');
    expect(said).toMatch(/Berthoud Pass \(US-40, 11,307 ft\)/);
    expect(said).not.toMatch(/11,315/);
  });

  it("names Blewett Pass with WSDOT's figure, not the GNIS summit's", () => {
    // WSDOT's mountain pass data gives US-97's Blewett Pass 4,102 ft (4,124 ft in USGS GNIS, as
    // Wikipedia gives it, the row's figure before). Ellensburg to Cashmere in January crosses it.
    const ellensburg = at(46.9965, -120.5478);
    const cashmere = at(47.5223, -120.4698);
    const said = notes(route(ellensburg, cashmere, '2027-01-15'), 'passes').join(' ');
    expect(said).toMatch(/Crosses Blewett Pass \(US-97, 4,102 ft\)/);
    expect(said).not.toMatch(/4,124/);
  });
});
