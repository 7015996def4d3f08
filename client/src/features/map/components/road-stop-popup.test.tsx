// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ServicePlace } from '@shared/schemas/road-stops';
import type { DayRoadStop } from '@shared/trips/road-stops';
import { RoadStopPopup, ServicePlacePopup } from './road-stop-popup';

// A rest area's note cites its state's own rule page (server/src/catalogue/core/rest-area-rules.ts).
const SOURCE = 'https://www.wsdot.wa.gov/travel/safety/rest-areas/rules-and-faqs';
const NOTE = `Public rest area: toilets and water are not in the data. Washington (WSDOT): parking for at most 8 hours unless otherwise posted; no camping or tents (${SOURCE}). Long enough for a night in the rig; parking only, no slide-outs, chairs or grills. Posted signs win.`;

const place: ServicePlace = {
  id: 'dot-1',
  kind: 'rest',
  name: 'Scatter Creek rest area',
  latitude: 46.83,
  longitude: -122.97,
  detail: 'rest area',
  source: 'US DOT rest areas',
  note: NOTE,
};
const stop: DayRoadStop = {
  kind: 'rest',
  name: place.name,
  latitude: place.latitude,
  longitude: place.longitude,
  source: place.source,
  note: NOTE,
  day: 2,
  mile: 80,
  detourMiles: 0,
};

const expectLinked = () => {
  const link = screen.getByRole('link', { name: SOURCE });
  expect(link).toHaveAttribute('href', SOURCE);
  expect(link).toHaveAttribute('target', '_blank');
  expect(link.getAttribute('rel')?.split(' ').sort()).toEqual(['noopener', 'noreferrer']);
};

describe('the rule page a road stop’s note cites, in its map popup', () => {
  afterEach(cleanup);

  it('/map: a service place’s note is the server’s own answer, its address always a link', () => {
    const { container } = render(<ServicePlacePopup place={place} />);
    expectLinked();
    expect(container).toHaveTextContent(NOTE);
  });

  it('a trip’s road stop: a link for the owner', () => {
    const { container } = render(<RoadStopPopup stop={stop} linkify />);
    expectLinked();
    expect(container).toHaveTextContent(NOTE);
  });

  it('a trip’s road stop: text on a trip shared read-only (linkify off, the default)', () => {
    const { container } = render(<RoadStopPopup stop={stop} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(container).toHaveTextContent(NOTE);
  });
});
