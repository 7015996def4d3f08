export type BlogPost = {
  slug: string;
  title: string;
  summary: string;
  published: string;
  readMinutes: number;
  sections: Array<{ heading: string; paragraphs: string[] }>;
};

export const BLOG_POSTS: BlogPost[] = [
  {
    slug: 'planning-driving-days',
    title: 'How far should you drive in a day? Planning RV driving days',
    summary:
      'The 330 rule, why arrival time matters more than miles, and how to build rest days into a long route.',
    published: '2026-09-14',
    readMinutes: 4,
    sections: [
      {
        heading: 'Start from hours, not miles',
        paragraphs: [
          'An RV averages far less than the speed limit once you count fuel stops, grades, construction and the extra following distance a heavy vehicle needs. Most travellers land between 45 and 50 miles per hour door to door. Plan each day as a number of driving hours, then let the miles follow.',
          'Many RVers use the "330 rule": drive no more than 330 miles, or arrive by 3:30 pm, whichever comes first. Arriving in daylight means you can see the campground road, find your site, level and hook up before dark, which is when most backing mishaps happen.',
        ],
      },
      {
        heading: 'Match the day to the road',
        paragraphs: [
          'Two hundred miles of interstate across Kansas is an easy day; two hundred miles over Colorado passes is a long one. Mountain grades mean slower climbs, careful descents in a lower gear and more stops to let brakes and drivers cool. Take a day short whenever a pass, a big city or a long stretch without services sits on the route.',
          'Check fuel range too. A large Class A may only cover 250 to 300 miles on a tank, and some western stretches have few stations that fit a big rig. Fill up at half a tank when the map looks empty ahead.',
        ],
      },
      {
        heading: 'Build in zero days',
        paragraphs: [
          'A "zero day" is a day you do not move. On any trip longer than a week, plan one every three or four days: do laundry, restock, service the rig and actually enjoy the place you drove to. Full-time RVers often slow down further, with stays of three nights or more and driving days of four hours or less.',
          'In the planner, choose a slower travel style or a shorter maximum driving time when you optimize, and the itinerary spreads the same route over shorter legs.',
        ],
      },
    ],
  },
  {
    slug: 'campgrounds-for-big-rigs',
    title: 'Choosing campgrounds for big rigs',
    summary:
      'What "big rig friendly" really means, which questions to ask before you book, and where long rigs fit best.',
    published: '2026-10-02',
    readMinutes: 4,
    sections: [
      {
        heading: 'Know your real length and height',
        paragraphs: [
          'Measure your rig bumper to bumper, including the ladder, spare tire and bike rack, and add the tow vehicle if you cannot unhook quickly. Write down the height including the air conditioner. Campground length limits refer to the site, and older federal campgrounds were laid out for much smaller trailers: many national forest loops top out around 30 to 35 feet.',
        ],
      },
      {
        heading: 'Questions to ask before you book',
        paragraphs: [
          'Is the site pull-through or back-in, and how long is the level part of the pad? Can the access road handle your length, with no tight switchbacks, low branches or one-lane bridges? Where is the hookup pedestal: on a back-in site it may be too far back for your cord. Is the power 50 amp or 30 amp?',
          'Campground descriptions are written by people, and "fits big rigs" can mean a single site. When a listing is vague, call. Reviews from owners of a similar rig are the most reliable source of all.',
        ],
      },
      {
        heading: 'Where long rigs fit best',
        paragraphs: [
          'Newer private parks, Army Corps of Engineers lakeside campgrounds and many state parks have long, level sites. National park campgrounds are beautiful but often short and unserviced; for a 40-foot rig, stay outside the park at a full-hookup park and drive in with the tow vehicle.',
          'Use the big-rig and pull-through filters when you plan, and treat the amenities shown for federal campgrounds as reported rather than guaranteed: they come from the facility descriptions.',
        ],
      },
    ],
  },
  {
    slug: 'boondocking-basics',
    title: 'Boondocking basics: camping without hookups',
    summary:
      'Where dispersed camping is allowed, how to stretch water and power, and the rules that keep public land open.',
    published: '2026-10-20',
    readMinutes: 5,
    sections: [
      {
        heading: 'Where you can camp for free',
        paragraphs: [
          'Boondocking, or dry camping, means staying without water, sewer or electric hookups. Most free sites are on public land managed by the Bureau of Land Management or the Forest Service, where dispersed camping is usually allowed for up to 14 days in one spot unless a sign or the local office says otherwise. Check the motor vehicle use map for the forest you are in: you may only drive and park on roads shown on it.',
        ],
      },
      {
        heading: 'Stretch your water and power',
        paragraphs: [
          'Water runs out first. Navy showers, a spray bottle for dishes and paper plates can take a family from two days to a week on one tank. Watch the grey tank as closely as the fresh one.',
          'For power, know your daily use in amp-hours. LED lights and a fan cost little; a furnace blower, a coffee maker on an inverter or a residential fridge cost a lot. Solar panels cover modest use in sunny places; a generator fills the gap, but respect posted quiet hours, usually 10 pm to 6 am.',
        ],
      },
      {
        heading: 'Leave no trace',
        paragraphs: [
          'Use an existing site rather than making a new one, and never drive across vegetation. Dump tanks only at a dump station, pack out all trash and keep campfires small, inside existing rings and only when fire restrictions allow. Public land stays open to campers when campers leave it as they found it.',
          'Cell coverage is thin in the best boondocking spots. Open your trip in the app while you still have a signal: it stays on your device, and notes you add offline sync when you are back in range.',
        ],
      },
    ],
  },
];
