import { describe, expect, it } from 'vitest';
import { seasonTestRouter } from './season-test-router';

// Rows added for the roads open in their season only and the passes on state routes: the Needles
// Highway (SD-87 through Custer State Park) closed from about October 15 to April 1, the Cedar
// Breaks Scenic Drive (UT-148) in winter, and UT-12's summit on Boulder Mountain, a pass on one
// 103-mile graph edge from the Bryce Canyon junction to Torrey that Boulder lies half-way along.
const { route, drivesRoads, notes } = seasonTestRouter();
const sylvanLake = { latitude: 43.856, longitude: -103.578 };
const needlesEast = { latitude: 43.799, longitude: -103.445 };
const brianHead = { latitude: 37.693, longitude: -112.85 };
const ut14 = { latitude: 37.577, longitude: -112.83 };
const boulder = { latitude: 37.906, longitude: -111.423 };
const torrey = { latitude: 38.298, longitude: -111.41 };

describe('seasonal roads and passes added in December 2026', () => {
  it('the Needles Highway: driven in July, gone round in January and said', () => {
    expect(drivesRoads(route(sylvanLake, needlesEast, '2027-07-12'))).toContain('needles-highway');
    const jan = route(sylvanLake, needlesEast, '2027-01-12');
    expect(drivesRoads(jan)).not.toContain('needles-highway');
    expect(notes(jan, 'avoided').join(' ')).toMatch(/the Needles Highway \(SD-87\)/i);
  });

  it('UT-148 through Cedar Breaks: driven in August, not in January', () => {
    expect(drivesRoads(route(brianHead, ut14, '2027-08-10'))).toContain('cedar-breaks-scenic-drive');
    expect(drivesRoads(route(brianHead, ut14, '2027-01-10'))).not.toContain('cedar-breaks-scenic-drive');
  });

  it('Boulder to Torrey in March: over Boulder Mountain with its warning; asked to avoid passes, round it and the miles it costs', () => {
    const plain = route(boulder, torrey, '2027-03-10');
    expect(notes(plain, 'passes').join(' ')).toMatch(
      /^Crosses the summit of UT-12 on Boulder Mountain \(UT-12, 9,600 ft\) in winter: no way around it is within about 15 % more miles/,
    );
    const asked = route(boulder, torrey, '2027-03-10', { avoidPasses: true });
    expect(notes(asked, 'avoided').join(' ')).toMatch(
      /Avoided the summit of UT-12 on Boulder Mountain \(UT-12, 9,600 ft\): you asked to avoid mountain passes(; the way round is about [\d,]+ miles longer than over it|, and the way round is more than twice as long: about [\d,]+ miles [^.]*?\. To cross the pass instead, turn off "Avoid mountain passes")\./,
    );
  });

  it('Boulder to Escalante in March, on the same edge south of the summit, names no pass', () => {
    const p = route(boulder, { latitude: 37.77, longitude: -111.6 }, '2027-03-10', { avoidPasses: true });
    expect([...notes(p, 'passes'), ...notes(p, 'avoided')].join(' ')).not.toMatch(/Boulder Mountain/);
  });
});
