import { weatherSeason } from '@shared/plan/calendar';
import type { Recommendations, RvType } from '@shared/schemas/plan';
import type { LatLng } from '../../geo';

type Region =
  | 'desert-southwest'
  | 'mountain-west'
  | 'pacific-northwest'
  | 'california-coast'
  | 'plains'
  | 'southeast'
  | 'northeast'
  | 'alaska'
  | 'midwest';

// A coarse climate region from a point: enough for month-by-month advice, not a forecast.
export function regionOf(p: LatLng): Region {
  const { latitude: lat, longitude: lng } = p;
  if (lat > 51 || lng < -130) return 'alaska';
  if (lng < -117 && lat > 42) return 'pacific-northwest';
  if (lng < -117 && lat <= 42 && lat > 34 && lng < -119) return 'california-coast';
  if (lng < -103 && lat < 37.5) return 'desert-southwest';
  if (lng < -103) return 'mountain-west';
  if (lng < -95) return 'plains';
  if (lat < 37 && lng > -95) return 'southeast';
  if (lng > -82 && lat >= 37) return 'northeast';
  return 'midwest';
}

const REGION_LABEL: Record<Region, string> = {
  'desert-southwest': 'the desert Southwest',
  'mountain-west': 'the Mountain West',
  'pacific-northwest': 'the Pacific Northwest',
  'california-coast': 'coastal and central California',
  plains: 'the Great Plains',
  southeast: 'the Southeast',
  northeast: 'the Northeast',
  alaska: 'Alaska and the far north',
  midwest: 'the Midwest',
};

const summer = (m: number) => weatherSeason(m) === 'summer';
const winter = (m: number) => weatherSeason(m) === 'winter';
const shoulder = (m: number) => weatherSeason(m) === 'spring' || weatherSeason(m) === 'fall';

function weatherFor(region: Region, month: number): string {
  const where = REGION_LABEL[region];
  switch (region) {
    case 'desert-southwest':
      if (summer(month))
        return `In ${where} daytime heat often passes 100°F: drive early, carry extra water and watch for July-September monsoon storms and flash floods.`;
      if (winter(month))
        return `Winter in ${where} is mild by day but nights can drop below freezing at higher elevations; protect water lines.`;
      return `Spring and fall in ${where} are the most comfortable seasons; expect wind and large day-night swings.`;
    case 'mountain-west':
      if (winter(month) || month === 11 || month === 3 || month === 4)
        return `Mountain passes in ${where} can close or need chains from fall to late spring; check road conditions before each drive day.`;
      if (summer(month))
        return `Summer in ${where} brings afternoon thunderstorms at altitude; start hikes early and be off high ground by midday.`;
      return `Shoulder-season weather in ${where} changes fast: plan for snow at elevation and freezing nights.`;
    case 'pacific-northwest':
      return summer(month)
        ? `Summer in ${where} is mostly dry; wildfire smoke can affect air quality in August and September.`
        : `Expect frequent rain in ${where} from October to May, and snow on the Cascade passes in winter.`;
    case 'california-coast':
      return summer(month)
        ? `Coastal fog keeps summer mild near the ocean while inland valleys get hot; wildfire season peaks late summer and fall.`
        : `Winter storms can bring heavy rain and slides on coastal roads; check closures before driving.`;
    case 'plains':
      if (shoulder(month) && month <= 6)
        return `Spring in ${where} is severe-weather season: strong crosswinds, hail and tornado warnings; know where to shelter.`;
      if (summer(month))
        return `Summers in ${where} are hot with strong crosswinds that push high-profile RVs; slow down in gusts.`;
      return `Winter in ${where} brings blizzards and ground blizzards that close interstates; keep flexible dates.`;
    case 'southeast':
      return month >= 6 && month <= 11
        ? `June to November is hurricane season in ${where}; expect heat, humidity and daily thunderstorms, and watch forecasts.`
        : `Winters in ${where} are mild; spring brings thunderstorms and occasional tornadoes.`;
    case 'northeast':
      if (month === 9 || month === 10)
        return `Fall foliage season in ${where} is busy: reserve campgrounds early.`;
      if (winter(month)) return `Many campgrounds in ${where} close for winter; snow and ice are common.`;
      return `Expect changeable weather in ${where}, with humid summers and cool nights.`;
    case 'alaska':
      return summer(month)
        ? `Long summer days in ${where}; expect rain, mosquitoes and frost-heaved roads.`
        : `Outside summer, many services in ${where} close and roads can be icy; this is not RV season.`;
    default:
      return summer(month)
        ? `Summers in ${where} are warm and humid with thunderstorms.`
        : winter(month)
          ? `Winters in ${where} are cold with snow; many campgrounds close.`
          : `Spring and fall in ${where} bring cool nights and changeable weather.`;
  }
}

const SAFETY: Record<RvType, string[]> = {
  'class-a': [
    'Know your rig height (often 12-13.5 ft) and watch low bridges and fuel canopies.',
    'Many federal campgrounds have length limits: confirm yours fits before you arrive.',
  ],
  'class-b': [
    'Class B vans fit most sites and roads; keep an eye on fresh water and battery levels off-grid.',
  ],
  'class-c': ['Mind the cab-over height and rear overhang when turning into fuel stations and sites.'],
  'travel-trailer': [
    'Check hitch, safety chains, breakaway cable and trailer tire pressure every morning.',
    'Trailer sway grows with speed and crosswinds: keep it under 60 mph and load heavy items low and forward.',
  ],
  'fifth-wheel': [
    'Confirm the kingpin is locked (pull test) before every departure.',
    'Watch tall fifth-wheel heights and tight turns into older campground loops.',
  ],
};

export function recommendations(opts: {
  rvType: RvType;
  month: number; // 1-12
  points: LatLng[];
  fuelCost: number;
  totalMiles: number;
  hasPlaceholders: boolean;
}): Recommendations {
  const regions = [...new Set(opts.points.map(regionOf))];
  const weatherConsiderations = regions.map((r) => weatherFor(r, opts.month));
  weatherConsiderations.push(
    'Check the forecast for each drive day; high winds matter more for RVs than rain.',
  );
  const packingTips = [
    'Drinking-water hose, pressure regulator, sewer hose and leveling blocks.',
    'Paper maps or offline maps: mobile coverage is patchy near many federal campgrounds.',
    'A basic tool kit, spare fuses, tire gauge and road flares.',
    summer(opts.month)
      ? 'Sun protection, insect repellent and extra water containers.'
      : 'Warm layers, a space heater and heat tape or a heated hose for freezing nights.',
  ];
  if (opts.rvType === 'travel-trailer' || opts.rvType === 'fifth-wheel')
    packingTips.push('Wheel chocks and a spare trailer tire with the right lug wrench.');
  const budgetTips = [
    `Fuel is about $${opts.fuelCost} of this ${Math.round(opts.totalMiles)}-mile trip; fuel apps help find cheaper diesel and gas on the route.`,
    'An America the Beautiful pass covers entrance fees at national parks for a year.',
    'Federal campground fees shown are reported from recreation.gov text and may have changed; confirm when booking.',
    'Cooking most meals at camp is the biggest saving after fuel.',
  ];
  const safetyTips = [
    ...SAFETY[opts.rvType],
    'Take a break every two hours and avoid driving after dark on unfamiliar roads.',
    'Use lower gears on long downhill grades rather than riding the brakes.',
  ];
  if (opts.hasPlaceholders)
    safetyTips.push('Some stops have no campground in our data: book an RV park there before you set off.');
  return { packingTips, weatherConsiderations, budgetTips, safetyTips };
}
