import { Page } from '@/components/layout/page';
import { paths } from '@/lib/paths';
import { TextLink } from '@/components/ui/text-link';
import { TitledSection } from '@/components/layout/titled-section';

// Credit lines as data/SOURCES.md asks them to be shown.
const CREDITS = [
  {
    name: 'Campgrounds',
    line: 'Data: Recreation Information Database (ridb.recreation.gov)',
    note: 'Federal recreation facilities, public domain.',
  },
  {
    name: 'RV parks, state and local campgrounds',
    line: '© OpenStreetMap contributors',
    note: 'Private RV parks, KOAs, state, county and city campgrounds, and tags on federal ones. Open Database License (ODbL): openstreetmap.org/copyright.',
  },
  {
    name: 'National parks',
    line: 'Park information: U.S. National Park Service (nps.gov)',
    note: 'U.S. government works, public domain.',
  },
  {
    name: 'Places',
    line: 'Place names and coordinates: GeoNames (geonames.org), CC BY 4.0',
    note: 'The gazetteer behind location search and route planning.',
  },
  {
    name: 'Roads',
    line: 'Roads: derived from US Census TIGER/Line roads (probable origin), via deck.gl-data (MIT, Copyright (c) 2017 Uber Technologies, Inc.)',
    note: 'Interstate, US and state highways of the lower 48, simplified: the built-in planner routes on them, so distances are road miles.',
  },
  {
    name: 'State outlines',
    line: 'State boundaries: U.S. Census Bureau cartographic boundary files, via us-atlas',
    note: 'Used for the offline route map. Public domain.',
  },
] as const;

export default function AboutPage() {
  return (
    <Page title="About RV Trip Planner">
      <div className="mx-auto max-w-3xl">
        <h1 className="text-3xl font-bold">About RV Trip Planner</h1>
        <TitledSection
          id="mission"
          title="Our mission"
          className="mt-6 space-y-3 text-stone-700"
          titleClassName="text-xl font-semibold text-stone-900"
        >
          <p>
            Planning an RV trip is different from planning a car trip. A 35-foot rig cannot squeeze into every
            campground, a mountain pass turns a three-hour drive into five, and the best places to stay are
            often where the phone signal ends.
          </p>
          <p>
            RV Trip Planner is built for full-time RVers and weekend travellers alike. It turns a start, a
            destination and a few preferences into a day-by-day plan with real campgrounds, sensible driving
            days and things worth stopping for, and it keeps working on the road when the network does not.
          </p>
          <p>
            We would rather leave a field empty than invent it: when the data does not say whether a park has
            a pool or what a night costs, we do not guess.
          </p>
        </TitledSection>
        <TitledSection id="credits" title="Data sources and credits" className="mt-10">
          <dl className="mt-4 divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
            {CREDITS.map((credit) => (
              <div key={credit.name} className="grid gap-1 p-4 sm:grid-cols-[10rem_1fr]">
                <dt className="font-medium text-stone-900">{credit.name}</dt>
                <dd className="text-stone-700">
                  <p>{credit.line}</p>
                  <p className="text-sm text-stone-600">{credit.note}</p>
                </dd>
              </div>
            ))}
          </dl>
        </TitledSection>
        <p className="mt-10 text-stone-700">
          Questions or ideas? <TextLink href={paths.contact}>Contact us</TextLink> or read the{' '}
          <TextLink href={paths.help}>Help Center</TextLink>.
        </p>
      </div>
    </Page>
  );
}
