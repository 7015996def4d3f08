import type { ExportTrip } from './export-trip';
import { OSM_LICENCE_URL, coord, nightStops, xmlEscape } from './xml';

// KML 2.2 (Google Earth, Google My Maps and most map apps): a placemark per night and a line per
// driving day along the planned road.

const lonLat = (p: { latitude: number; longitude: number }) => `${coord(p.longitude)},${coord(p.latitude)},0`;

export function buildKml(trip: ExportTrip): string | null {
  const nights = nightStops(trip);
  const driving = trip.days.filter((d) => d.track.length >= 2);
  if (nights.length === 0 && driving.length === 0) return null;
  const osm = trip.days.some((d) => d.night.attribution && d.night.reservation !== 'elsewhere');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<kml xmlns="http://www.opengis.net/kml/2.2">',
    '  <Document>',
    `    <name>${xmlEscape(trip.title)}</name>`,
    ...(osm
      ? [
          `    <description>${xmlEscape(`Campground data © OpenStreetMap contributors (${OSM_LICENCE_URL})`)}</description>`,
        ]
      : []),
    '    <Style id="day"><LineStyle><color>ff1d4ed8</color><width>4</width></LineStyle></Style>',
    '    <Folder>',
    '      <name>Nights</name>',
    ...nights.flatMap((n) => [
      '      <Placemark>',
      `        <name>${xmlEscape(n.name)}</name>`,
      ...(n.address ? [`        <address>${xmlEscape(n.address)}</address>`] : []),
      `        <Point><coordinates>${lonLat(n)}</coordinates></Point>`,
      '      </Placemark>',
    ]),
    '    </Folder>',
    '    <Folder>',
    '      <name>Days</name>',
    ...driving.flatMap((day) => [
      '      <Placemark>',
      `        <name>${xmlEscape(day.label)}</name>`,
      `        <description>${xmlEscape(`${day.title} (${Math.round(day.distance)} mi)`)}</description>`,
      '        <styleUrl>#day</styleUrl>',
      '        <LineString>',
      '          <tessellate>1</tessellate>',
      `          <coordinates>${day.track.map(lonLat).join(' ')}</coordinates>`,
      '        </LineString>',
      '      </Placemark>',
    ]),
    '    </Folder>',
    '  </Document>',
    '</kml>',
    '',
  ].join('\n');
}
