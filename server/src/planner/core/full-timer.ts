import { isSnowbirdMonth } from '@shared/plan/calendar';
import type { LatLng } from '../../geo';
import { regionOf } from './recommendations';

// Full-timer mode: a slower pace, longer stays and a budget per day, week and month. The budget
// view is shared, so a plan the traveller edits keeps it in step with its costs.
export { budgetView } from '@shared/trips/plan-costs';

/** Practical advice for living on the road, with the season's off-peak advice for the route. */
export function fullTimerTips(opts: { month: number; points: LatLng[] }): string[] {
  const regions = new Set(opts.points.map(regionOf));
  const hotSouth = regions.has('desert-southwest') || regions.has('southeast');
  let offSeason: string;
  if (isSnowbirdMonth(opts.month)) {
    offSeason =
      'It is snowbird season: winter sites in Arizona, southern California, Texas and Florida fill up and charge peak monthly rates, so reserve months ahead; northern parks that stay open are cheap but cold.';
  } else if (hotSouth && opts.month >= 5 && opts.month <= 9) {
    offSeason =
      'Summer is the off-season in the desert Southwest and the Gulf states: monthly rates drop sharply, but plan for the heat: shade, working air conditioning and a site with enough electric service to run it.';
  } else {
    offSeason =
      'Off-season rates: the same site can cost far less per night outside its peak months (winter in the north, summer in the desert); shoulder seasons in spring and fall bring lower prices and fewer crowds almost everywhere.';
  }
  return [
    'Domicile and mail: choose a domicile state before you go (South Dakota, Texas and Florida are popular with full-timers: no state income tax and mail-forwarding services that give you a legal address). It decides your vehicle registration, driver licence, insurance, voting and health-insurance options.',
    'Use a mail-forwarding service to scan and forward mail to where you will be next; have parcels sent to the campground (ask first) or to a post office as General Delivery.',
    'Insurance: an ordinary RV policy may not cover living in the rig; ask for full-timer coverage, which adds personal liability and contents cover like a homeowner policy.',
    'Workamping: campgrounds, parks and seasonal employers offer a free site (often with hook-ups, sometimes wages) for set hours of work; volunteer camp-host positions at state and federal campgrounds are listed on volunteer.gov.',
    'Rig maintenance schedule: check tire pressure before every move and replace RV tires by age (about every 5-7 years) even with good tread; inspect roof seals and caulking every 3 months; repack trailer wheel bearings and check brakes yearly or every 12,000 miles; run the generator under load for about 2 hours a month; change engine and generator oil on schedule.',
    'Internet and connectivity: carry two independent ways online (cellular data on two different carriers, plus satellite internet such as a roaming Starlink plan) and check coverage maps and recent reviews before a long stay; campground Wi-Fi is rarely good enough for work.',
    'Laundry and resupply: set one day a week at each long stay for laundry, groceries, propane, dumping tanks and refilling fresh water, and for picking up mail.',
    'Monthly stays: a monthly site usually costs far less per night than the nightly rate, but electricity is often metered and billed separately; ask about both before you commit.',
    offSeason,
  ];
}
