import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findRepoRoot } from '../../repo-root';
import type { CampgroundRow, OsmCampgroundRow, RidbEnrichmentRow } from './data';
import { mergeCampgrounds } from './campground-merge';
import { campgroundSeason } from './campground-record';
import { campgroundSearchQuerySchema } from '@shared/schemas/places';
import { createCampgroundIndex, searchCatalogue } from './campgrounds';
import type { PlaceKind } from './place-kinds';
import { barringKinds, notForRvs, placeKinds } from './place-kinds';
import { genericName, onRvParkLayer } from './campground-rank';

// Every case is a record of the bundled catalogue, looked up by its id: the rules are tested on the
// names and tags the product really reads (data/campgrounds*.json).
const read = (file: string) => JSON.parse(readFileSync(path.join(findRepoRoot(), 'data', file), 'utf8'));
const rows = mergeCampgrounds(
  read('campgrounds.json') as CampgroundRow[],
  read('campgrounds-osm.json') as OsmCampgroundRow[],
  read('campgrounds-ridb-osm-enrichment.json') as RidbEnrichmentRow[],
);
const byId = new Map(rows.map((r) => [r.id, r]));
const row = (id: string, name: string) => {
  const r = byId.get(id);
  if (!r) throw new Error(`${id} is not in the catalogue`);
  expect(r.name).toBe(name);
  return r;
};

describe('kinds of place an RV cannot use, on records of our data', () => {
  it.each<[string, string, PlaceKind]>([
    // The examples.
    ['osm-855215618', 'JCC Camp Grossman', 'organisation-camp'],
    ['osm-2085358724', 'Grotonwood', 'organisation-camp'],
    ['osm-29768917', 'Camp Massapoag', 'organisation-camp'],
    ['osm-1427888394', 'Camp Tel Noar', 'organisation-camp'],
    ['osm-458863120', 'Staff Housing', 'staff-housing'],
    ['ridb-233729', 'Horse Campground', 'horse-camp'],
    ['osm-990199147', 'Ft Bliss RV Park', 'military'],
    // Our own cases, one or more per rule.
    ['osm-6648871875', 'YMCA Camp Edwards', 'organisation-camp'],
    ['osm-1070106944', 'Cuno Camp', 'organisation-camp'], // Boys & Girls Club of Meriden, by operator
    ['osm-265349067', 'Camp Deeny Riback', 'organisation-camp'], // JCC MetroWest
    ['osm-276639547', 'Salvation Army Star Lake Camp', 'organisation-camp'],
    ['osm-1062557567', 'Manidokan Camp and Retreat Center', 'organisation-camp'],
    ['osm-4322193497', 'Courtland Bible Club Camp', 'organisation-camp'],
    ['osm-6401592606', 'Windy Gap - A Young Life Camp', 'organisation-camp'],
    // Found on a snowbird's plan (a night at a youth ministry's camp) and by a scan of what was left.
    ['osm-1033801286', 'Youthfront Camp West', 'organisation-camp'],
    ['osm-1291813709', 'Laurel Pines Camp', 'organisation-camp'], // website youthhelpers.com
    ['osm-635880691', 'Los Prietos Boys Camp', 'organisation-camp'],
    ['osm-685480871', 'Otyokwah Summer Camp', 'organisation-camp'],
    ['osm-1415278046', 'Kenwal Day Camp', 'organisation-camp'],
    ['osm-1016597674', 'Les Huston Geology Field Camp', 'organisation-camp'],
    ['osm-7671810930', 'Walden West Outdoor School', 'organisation-camp'],
    ['osm-13066360', 'Easter Seals Camp', 'organisation-camp'],
    ['osm-314186168', 'Black Mountain Backpack Camp', 'hike-in'],
    ['osm-11352575340', 'Sibley Back Pack Camp', 'hike-in'],
    ['osm-400795337', 'Pioneer Backpacking Sites', 'hike-in'],
    // A review's Yosemite night (2026-12-06): a backpackers' campground, by any of its spellings.
    ['osm-2688403690', 'Yosemite Valley Backpackers Campground', 'hike-in'],
    ['osm-8426865356', "Mosquito Flat Backpacker's Campground", 'hike-in'],
    ['osm-42486213', 'McGee Backpacker Campground', 'hike-in'],
    ['osm-7996071974', 'Backpack #1', 'hike-in'],
    // Tent cabins a lodging company rents (tents=no, a lodging page): two Yosemite nights once.
    ['osm-1268304315', 'Curry Village', 'not-a-campground'],
    ['osm-2784167910', 'Windham Town Forest Tent Platforms', 'tent-only'],
    ['osm-1074338866', 'Colter Bay Tent Village', 'tent-only'],
    ['osm-1880265250', 'Liberty Spring Tentsite', 'tent-only'],
    ['osm-11033882658', 'Hiker Biker Campsite', 'hike-in'],
    ['osm-1943591423', 'Big Beaver Boat Camp', 'hike-in'],
    ['osm-2977447472', 'Siberia Creek Trail Camp', 'hike-in'],
    ['osm-4742291022', 'LBJ Volunteer Campground', 'staff-housing'],
    ['osm-676401875', 'Camp Host', 'staff-housing'],
    ['osm-28201970', 'Employee Parking/Camping', 'staff-housing'],
    ['osm-1436763915', 'Horse Campground', 'horse-camp'],
    ['osm-858336052', "Horseman's Camp", 'horse-camp'],
    ['ridb-232289', 'Little Elden Springs Horsecamp', 'horse-camp'],
    ['osm-997605811', 'Tannery Creek Campgroup', 'group-only'],
    ['ridb-232191', 'Benny Creek Group Area', 'group-only'],
    ['ridb-250004', 'Crystal Lake Group Campsite', 'group-only'], // offered to a family's trailer once
    ['ridb-266144', 'Sand Flats Recreation Area Group Campsites', 'group-only'],
    ['osm-474449147', 'Cactus RV Park (former)', 'not-a-campground'], // a snowbird's night once
    ['osm-1285721140', 'Mid-South RV Park (Closed)', 'not-a-campground'],
    ['osm-1116067340', '(Closed) Hemenway Campground', 'not-a-campground'],
    ['osm-322276341', 'Former Valley Plaza Resort RV Park (Permanently Closed)', 'not-a-campground'],
    ['osm-378595332', 'Kirtland Air Force Base FamCamp', 'military'],
    ['osm-588540706', 'Fam Camp', 'military'], // operator Dover Air Force Base
    ['osm-1464446979', 'Fort Belvoir Travel Camp', 'military'],
    ['osm-867164137', 'Camp Coast Guard', 'military'], // a uscg.mil website
    ['osm-1302852059', 'Navy Getaways Pacific Beach RV Park', 'military'],
    ['osm-161087764', 'Ponderosa Sun Club', 'members-only'],
    ['osm-1112158675', 'Oklahoma Trailer Sales', 'not-a-campground'], // a snowbird's 3 nights once
    ['osm-972700485', 'R&T Diesel Repair', 'not-a-campground'],
    ['osm-481521114', 'Hufnagel & Majors Inc RV Sales', 'not-a-campground'],
    ['osm-1315833713', 'Chelan RV Rentals', 'not-a-campground'],
    ['osm-11027036418', 'Hawk Nest Cabin Rentals', 'not-a-campground'],
    ['osm-335657563', 'Cherry Hill Park', 'not-a-campground'], // Tulsa; its website is cherryhillmhc.com
    ['osm-1299398879', 'Buffalo Gap National Grassland', 'dispersed'], // a family's night once: no toilets, no water
    ['osm-2422613069', 'Coconino National Forest', 'dispersed'],
    ['osm-5256668575', 'BLM Lone Tree North', 'dispersed'],
    ['osm-4351352889', 'National Forest Free Camping', 'dispersed'],
    ['osm-1111630519', 'Bridgeport Speedway Campground', 'event-camping'], // two January nights once
    ['osm-1281175467', 'Daytona International Speedway RV Park - East', 'event-camping'],
    ['osm-408058956', 'Knoxville Raceway North Campground', 'event-camping'],
    ['osm-625122377', 'Unreserved RV Camping', 'event-camping'], // operator Atlanta Motor Speedway
    ['osm-817272076', 'Eldora Village Camping', 'event-camping'], // operator Eldora Speedway
    ['osm-205025146', 'Infield', 'event-camping'], // Michigan International Speedway's infield
    // A scan of what the rules still let through (2026-12-07).
    ['osm-952493658', 'Windham County 4H Camp', 'organisation-camp'],
    ['osm-416807315', 'Erie County 4H Camp', 'organisation-camp'],
    ['osm-4267517889', 'Girls SummerCamp', 'organisation-camp'],
    ['osm-1380917523', "Otis Wallace Children's Campground", 'organisation-camp'],
    ['osm-676934971', 'W.R. Wadewitz Nature Camp', 'organisation-camp'],
    ['osm-10195502023', 'Provo School District Camp', 'organisation-camp'],
    ['osm-1414925836', 'Camp Rio Vista & Camp Sierra Vista', 'organisation-camp'],
    ['osm-13228178481', 'Campground Host', 'staff-housing'],
    ['osm-1038854971', 'Foster Falls Campground Host', 'staff-housing'],
    ['osm-350228403', 'Host Sites', 'staff-housing'],
    ['osm-6204275229', 'Host', 'staff-housing'],
    ['osm-3626480809', 'Kokanee Work Center', 'staff-housing'],
    ['osm-13155791701', 'Ranger station', 'staff-housing'],
    ['osm-2771280402', 'Butter Gap Shelter', 'hike-in'], // an Appalachian Trail shelter
    ['osm-6285151818', 'KMSF-SU Shelter 1', 'hike-in'], // Kettle Moraine's backpack shelters
    ['osm-12032597116', 'Lean-To Campsite #8', 'hike-in'],
    ['osm-829771032', "Horseriders' Campground", 'horse-camp'],
    ['osm-13198639762', "Horsemen's Camp", 'horse-camp'],
    ['osm-494696366', 'Pymatuning Yacht Club', 'members-only'],
    ['osm-1237952385', 'Sugar Island Hunting and Fishing Club', 'members-only'],
    ['osm-1313574397', 'Moose Lodge #836 Goshen', 'members-only'],
    ['osm-6050754285', 'River Ranch Property Owners Association', 'members-only'],
    ['osm-731771129', 'Happy Camp', 'members-only'], // operator Canyon Lake Property Owners Association
    ['osm-43442385', 'Sun Valley Beach Club', 'members-only'], // operator a camping cooperative
    ['osm-13568746397', 'Chico Elks RV Park', 'members-only'], // the lodge's elks.org page
    ['osm-161135344', 'Petty Blvd RV Parking', 'event-camping'], // Darlington Raceway: a Miami-Boston night once
    ['osm-161135343', 'Pearson Blvd RV Parking', 'event-camping'],
    ['osm-161270454', 'Gecko RV Park', 'event-camping'], // Darlington's infield: the next try of that night
    ['osm-3139346201', 'High Shoals Cabins', 'not-a-campground'], // lodging: cabins, a lodge, yurts
    ['osm-139343549', 'Tamarack Lodge', 'not-a-campground'],
    ['osm-1097138229', 'Moenkopi Yurts', 'not-a-campground'],
    ['osm-1193421272', 'Columbine Summerhomes', 'not-a-campground'],
    ['osm-9883794175', 'Teepee Camp HOA', 'members-only'],
    ['osm-570796645', 'VIP RV Lot', 'event-camping'], // Indianapolis Motor Speedway: a New York-San Francisco night once
  ])('%s %s is %s', (id, name, kind) => {
    const r = row(id, name);
    expect(placeKinds(r)).toContain(kind);
    expect(notForRvs(r)).toBe(true);
  });

  it.each<[string, string]>([
    ['ridb-233968', 'Scout Mountain Campground'], // a mountain's name, not scouting
    ['osm-622179708', 'Crazy Horse Campgrounds'],
    ['osm-2936088143', 'Hungry Horse Campground'],
    ['ridb-234738', 'Whitehorse Campground'],
    ['osm-603760978', 'Island Retreat RV Park'],
    ['osm-793589690', 'Camp Chiquita Campground'],
    ['osm-159260163', 'Camp San Luis Obispo RV Park'],
    ['osm-318380946', 'Kings Dominion Camp Wilderness Campground KOA'],
    ['osm-1127421037', 'Camp Fimfo Waco'],
    ['osm-13351884126', 'Camp Saguaro'], // reports RV evidence
    ['osm-12646937747', 'Camp Area A'], // US Army Corps of Engineers: a public lake campground
    ['osm-860491408', 'Andalusia Slough Campground'], // its website is usace.army.mil
    ['osm-235772273', 'Cherry Hill Park'], // College Park, MD: cherryhillpark.com
    ['osm-1421200770', 'Cedar Glen RV Park'], // an RV park on a home community's website (cedarglenmhp.com)
    ['osm-1080175965', 'Ripplin Waters RV Park & Cabin Rentals'],
    ['osm-10166466840', 'Creekside Lodging, Rentals & Campground (Full Hook-Up RV Sites)'],
    ['ridb-232837', 'Camp Creek'], // a federal campground (RIDB)
    ['osm-17673400', 'Camp Taylor'], // Samuel P. Taylor State Park
    ['osm-1506573850', 'Fort Stockton RV Park'], // a town, not a base
    ['osm-456545843', 'Fort Amarillo RV Park'],
    ['osm-5359745996', 'Volunteer Fire Dept. Campground'],
    ['osm-4069296349', 'Stafford RV Park'],
    ['osm-5038006655', 'RV Tent Sites'],
    ['osm-477051560', 'Daytona Speedway RV'], // on International Speedway Blvd, not the track's lot
    ['osm-12301940452', 'Racetrack Campground'], // Racetrack Creek, MT (Forest Service)
    ['osm-996941260', 'Camping World Racing Resort'], // Charlotte Motor Speedway's year-round RV resort
    ['osm-1271273754', 'Kootenai County Fairgrounds RV Park'], // a fairground's RV park
    ['osm-1241682252', 'Kansas State Fairgrounds RV Park'],
    ['osm-475974519', 'Sunset Isle RV & Yacht Club'],
    ['osm-594332168', 'Country Club RV Resort'],
    ['osm-13387176036', 'Shelter Cove Marina & Campground'],
    ['osm-290875343', 'Boze Shelter Forest Camp'],
    ['osm-2939893059', 'Loranger Pines RV Park'],
    ['osm-1092345056', 'Granger Pond Camping Area'],
    ['osm-1492397464', 'Ranger Creek Campground'],
    ['osm-3917370967', 'Wildcat Lodge & Campground'],
    ['osm-731087322', 'Little Lyford Lodge & Cabins'], // reports RV evidence
    ['osm-788750244', 'Beaver Valley Haven RV & Cabins'],
  ])('%s %s stays an RV park', (id, name) => {
    expect(placeKinds(row(id, name))).toEqual([]);
  });

  it('a military ID opens a FamCamp and nothing else; horses open a horse camp', () => {
    const famCamp = row('osm-990199147', 'Ft Bliss RV Park');
    expect(notForRvs(famCamp, { militaryAccess: true })).toBe(false);
    expect(barringKinds(famCamp)).toEqual(['military']);
    const ymca = row('osm-6648871875', 'YMCA Camp Edwards');
    expect(notForRvs(ymca, { militaryAccess: true, horses: true })).toBe(true);
    const horses = row('ridb-233729', 'Horse Campground');
    expect(notForRvs(horses, { militaryAccess: true })).toBe(true);
    expect(notForRvs(horses, { horses: true })).toBe(false);
  });

  it('keeps most of the catalogue: the rules are about kinds, not a cull', () => {
    const out = rows.filter((r) => notForRvs(r)).length;
    expect(out).toBeGreaterThan(700);
    expect(out / rows.length).toBeLessThan(0.1);
  });
});

describe('opening hours are never a season, on a record of our data', () => {
  it('Morefield Campground (Mesa Verde) tagged 24/7 reports no season, so it is not "open all year"', () => {
    const morefield = row('osm-580984785', 'Morefield Campground');
    expect(morefield.season).toBe('24/7');
    expect(campgroundSeason(morefield).kind).toBe('unknown');
  });
});

describe("records whose name is no park's name, on records of our data", () => {
  it.each<[string, string]>([
    ['osm-10934040673', 'Cinnamon Teal 19'], // a site of Fool Hollow Lake: a full-timer's 5 nights once
    ['osm-570796645', 'VIP RV Lot'], // the Indianapolis speedway's lot: a July night once
    ['osm-8051959192', 'Boot Canyon 3'], // a Big Bend backpacking site
    ['osm-12046501101', 'Apache'], // a scout camp's site
  ])('%s %s comes after every named park, and is not on the map or in the search', (id, name) => {
    const r = row(id, name);
    expect(genericName(r)).toBe(true);
    expect(onRvParkLayer(r)).toBe(false);
  });

  it.each<[string, string]>([
    ['ridb-241578', 'Fool Hollow Lake Recreation Area Campground'],
    ['osm-1295769874', 'Indy Lakes'],
    ['ridb-232204', 'Winn'], // a Forest Service campground's own name
    ['osm-444433265', 'Cheaha State Park (Upper) Campground #1'],
  ])('%s %s keeps its name', (id, name) => {
    expect(genericName(row(id, name))).toBe(false);
  });
});

describe('the park search over our data', () => {
  const index = createCampgroundIndex(rows);
  const search = (query: Record<string, string>) =>
    searchCatalogue(index, campgroundSearchQuerySchema.parse(query), 500).map((c) => c.name);

  it('finds no youth camp near Boston, and a FamCamp near El Paso only with military access', () => {
    const boston = search({ lat: '42.36', lng: '-71.06', radius: '60' });
    expect(boston.length).toBeGreaterThan(10);
    for (const name of ['JCC Camp Grossman', 'Grotonwood', 'Camp Massapoag', 'Camp Tel Noar'])
      expect(boston).not.toContain(name);
    expect(search({ lat: '31.8', lng: '-106.4', radius: '30' })).not.toContain('Ft Bliss RV Park');
    expect(search({ lat: '31.8', lng: '-106.4', radius: '30', militaryAccess: 'true' })).toContain(
      'Ft Bliss RV Park',
    );
  });

  it("offers Big Bend's campgrounds, not its backpacking sites' numbers", () => {
    const bigBend = search({ lat: '29.25', lng: '-103.25', radius: '40', rvType: 'travel-trailer' });
    expect(bigBend).toContain('Rio Grande Village (Big Bend, TX)');
    for (const name of ['Boot Canyon 3', 'East Rim 4', 'Laguna Meadow 1'])
      expect(bigBend).not.toContain(name);
  });

  it('marks a FamCamp found for a military ID holder as military only, and no civilian park', () => {
    const found = searchCatalogue(
      index,
      campgroundSearchQuerySchema.parse({ lat: '31.8', lng: '-106.4', radius: '30', militaryAccess: 'true' }),
      500,
    );
    expect(found.find((c) => c.name === 'Ft Bliss RV Park')?.militaryOnly).toBe(true);
    expect(found.filter((c) => c.militaryOnly).map((c) => c.name)).toEqual(['Ft Bliss RV Park']);
  });
});
