import { loadBundledData } from './src/catalogue/bundled-data';
import { generateTripInputSchema } from '@shared/schemas/plan';
import { planTrip } from './src/planner/engine';
import { haversineMiles } from './src/catalogue/geo';
const trips = [
  { fromLocation: 'Atlanta, GA', toLocation: 'Great Smoky Mountains National Park', duration: 5, departureDate: '2027-10-08', rvType: 'travel-trailer', travelStyle: 'relaxed' },
  { fromLocation: 'Phoenix, AZ', toLocation: 'Zion National Park', duration: 6, departureDate: '2027-03-20', rvType: 'class-a', specialNeeds: ['pet-friendly', 'full-hookups', 'big-rig'] },
  { fromLocation: 'Seattle, WA', toLocation: 'Glacier National Park', duration: 5, departureDate: '2027-04-15', rvType: 'class-b' },
  { fromLocation: 'Dallas, TX', toLocation: 'Branson, MO', duration: 4, departureDate: '2027-03-05', rvType: 'fifth-wheel', travelStyle: 'budget' },
];
const data = loadBundledData();
for (const t of trips) {
  const input = generateTripInputSchema.parse(t);
  const p = (await planTrip(input, data, { now: () => new Date('2026-11-29T00:00:00Z') })) as any;
  console.log(`\n## ${t.fromLocation} -> ${t.toLocation} ${t.departureDate} ${t.rvType}: ${p.overview.totalDistance} mi; warnings: ${JSON.stringify(p.warnings)}`);
  for (const d of p.dailyItinerary) {
    const park = d.rvPark;
    const far = park.latitude != null ? Math.round(haversineMiles(d.to, { latitude: park.latitude, longitude: park.longitude })) : '-';
    console.log(`${d.day} ${d.date} ${d.title} | ${d.distance} mi ${d.driveTime} | ${park.name} [${park.type ?? ''}] ${far} mi from end | fee ${park.nightlyFee} | season ${park.reported?.season ?? '-'}`);
    for (const w of d.warnings ?? []) console.log(`   W: ${w.slice(0, 220)}`);
    for (const a of d.activities.slice(0, 3)) console.log(`   A: ${a}`);
    console.log(`   D: ${d.meals.find((m: any) => m.mealType === 'dinner')?.name}`);
  }
}
