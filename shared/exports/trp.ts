import type { ExportDay, ExportTrip } from './export-trip';
import { stopsOnTheWay } from './export-trip';

// CoPilot RV trip file (.trp): UTF-16 little-endian text with a byte-order mark, CRLF lines, one trip
// per driving day, each stop with its coordinates in millionths of a degree: the day's start, the
// traveller's own stops and the road stops (fuel, breaks, dump, water, propane) in route order, the park.

const millionths = (degrees: number) => String(Math.round(degrees * 1e6));

/** Text that cannot break a line-based `key=value` record: line breaks of any kind, controls and '='. */
// eslint-disable-next-line no-control-regex -- control characters are what this removes or looks for
const clean = (text: string) => text.replace(/[\u0000-\u001f\u007f\u0085\u2028\u2029=]+/g, ' ').trim();

function stopLines(name: string, point: { latitude: number; longitude: number }, address = ''): string[] {
  return [
    `Start Stop=Stop`,
    `Longitude=${millionths(point.longitude)}`,
    `Latitude=${millionths(point.latitude)}`,
    `Name=${clean(name)}`,
    `Address=${clean(address)}`,
    'Show=1',
    'End Stop',
  ];
}

function dayTrip(day: ExportDay): string[] {
  return [
    `Start Trip=${clean(day.label)}`,
    'End Trip',
    '',
    ...stopLines(day.from.name, day.from),
    ...stopsOnTheWay(day).flatMap((stop) => stopLines(stop.name, stop)),
    ...stopLines(day.night.campground || day.to.name, day.to, day.night.address),
    '',
  ];
}

/** The .trp text (before encoding): null when no day drives. */
export function trpText(trip: ExportTrip): string | null {
  const driving = trip.days.filter((d) => d.distance > 0);
  if (driving.length === 0) return null;
  return ['Data Version:3.4.1.2', ...driving.flatMap(dayTrip)].join('\r\n');
}

/** UTF-16LE with a BOM, as CoPilot reads it. */
export function encodeUtf16Le(text: string): Uint8Array {
  const bytes = new Uint8Array(2 + text.length * 2);
  bytes[0] = 0xff;
  bytes[1] = 0xfe;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    bytes[2 + i * 2] = unit & 0xff;
    bytes[3 + i * 2] = unit >> 8;
  }
  return bytes;
}

export function buildTrp(trip: ExportTrip): Uint8Array | null {
  const text = trpText(trip);
  return text === null ? null : encodeUtf16Le(text);
}
