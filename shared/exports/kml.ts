import type { ExportTrip, LatLng } from './export-trip';
import * as xml from './xml';

// KML 2.2 (Google Earth, Google My Maps and most map apps): a placemark per night, one per road stop
// (fuel, rest areas, dump, water, propane, overnight parking) and a line per driving day along the
// planned road.

const lonLat = (p: LatLng) => `${xml.coord(p.longitude)},${xml.coord(p.latitude)},0`;

export function buildKml(trip: ExportTrip): string | null {
  const nights = xml.nightStops(trip);
  const roadStops = xml.roadStopWaypoints(trip);
  const driving = trip.days.filter((d) => d.track.length >= 2);
  if (nights.length === 0 && driving.length === 0) return null;
  const osm = xml.usesOsm(trip);
  const credits = [
    ...(osm ? [`Map data © OpenStreetMap contributors (${xml.OSM_LICENCE_URL})`] : []),
    ...(xml.tripCredits(trip) ? [xml.tripCredits(trip)!] : []),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<kml xmlns="http://www.opengis.net/kml/2.2">',
    '  <Document>',
    `    <name>${xml.xmlEscape(trip.title)}</name>`,
    ...(credits.length > 0 ? [`    <description>${xml.xmlEscape(credits.join('. '))}</description>`] : []),
    '    <Style id="day"><LineStyle><color>ff1d4ed8</color><width>4</width></LineStyle></Style>',
    '    <Folder>',
    '      <name>Nights</name>',
    ...nights.flatMap((n) => [
      '      <Placemark>',
      `        <name>${xml.xmlEscape(n.name)}</name>`,
      ...(n.address ? [`        <address>${xml.xmlEscape(n.address)}</address>`] : []),
      ...(n.warnings.length > 0
        ? [`        <description>${xml.xmlEscape(xml.warningLines(n.warnings).join('\n'))}</description>`]
        : []),
      `        <Point><coordinates>${lonLat(n)}</coordinates></Point>`,
      '      </Placemark>',
    ]),
    '    </Folder>',
    ...(roadStops.length > 0
      ? [
          '    <Folder>',
          '      <name>Road stops</name>',
          ...roadStops.flatMap((stop) => [
            '      <Placemark>',
            `        <name>${xml.xmlEscape(stop.name)}</name>`,
            `        <description>${xml.xmlEscape(stop.desc)}</description>`,
            `        <Point><coordinates>${lonLat(stop)}</coordinates></Point>`,
            '      </Placemark>',
          ]),
          '    </Folder>',
        ]
      : []),
    '    <Folder>',
    '      <name>Days</name>',
    ...driving.flatMap((day) => [
      '      <Placemark>',
      `        <name>${xml.xmlEscape(day.label)}</name>`,
      `        <description>${xml.xmlEscape(xml.dayDescription(day))}</description>`,
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
