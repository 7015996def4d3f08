import {
  FREE_TRIPS_PER_MONTH,
  PRO_PRICE_MONTHLY,
  PRO_PRICE_YEARLY,
  SUPPORT_EMAIL,
  TRIAL_DAYS,
} from '@shared/constants';

export type FaqTopic = { id: string; title: string; questions: Array<{ q: string; a: string[] }> };

export const FAQ_TOPICS: FaqTopic[] = [
  {
    id: 'planning-modes',
    title: 'Planning modes',
    questions: [
      {
        q: 'What is the difference between AI, manual and hybrid planning?',
        a: [
          'AI-powered planning turns your trip details into a complete day-by-day itinerary with driving legs, an RV park for each night, activities and meals.',
          "Manual planning lets you build the trip yourself: search RV parks near each day's stop, add activities and keep notes.",
          'Hybrid starts from an AI itinerary and then optimizes it with your own preferences, such as a maximum driving time per day, a budget range or avoiding highways.',
        ],
      },
      {
        q: 'Can I change my trip after it is planned?',
        a: [
          'Yes. Open the trip from My Trips to edit days, swap RV parks, add or reorder activities, confirm reservations and write notes.',
        ],
      },
    ],
  },
  {
    id: 'free-vs-pro',
    title: 'Free and Pro plans',
    questions: [
      {
        q: 'What do I get on the Free plan?',
        a: [
          `Free includes ${FREE_TRIPS_PER_MONTH} trips per month with manual planning, the interactive RV map and expense tracking.`,
        ],
      },
      {
        q: 'What does Pro add, and what does it cost?',
        a: [
          'Pro adds unlimited trips, AI-powered optimization, all planning modes, offline maps, advanced route planning and filters, and priority support.',
          `Pro costs $${PRO_PRICE_MONTHLY} per month or $${PRO_PRICE_YEARLY} per year, with a ${TRIAL_DAYS}-day free trial. You can cancel anytime and keep Pro until the end of the period you paid for.`,
        ],
      },
    ],
  },
  {
    id: 'offline',
    title: 'Using the app offline',
    questions: [
      {
        q: 'Does the app work without a signal?',
        a: [
          "Yes, for trips you have already opened on this device. Once the app has loaded, it keeps its screens and your opened trips on the device. Without a network you can open the app, see My Trips, read a trip's itinerary and day plans, and edit notes and reservations.",
          'A banner tells you when you are offline. Changes are saved on the device and sync to your account when you reconnect.',
        ],
      },
      {
        q: 'How do I install it on my phone?',
        a: [
          'Open the site in your phone\'s browser and choose "Add to Home Screen" (Safari: the share menu; Chrome: the menu). It then opens full screen like an app.',
        ],
      },
    ],
  },
  {
    id: 'data-sources',
    title: 'Where the data comes from',
    questions: [
      {
        q: 'Where do the campgrounds and parks come from?',
        a: [
          'Federal campgrounds come from the Recreation Information Database (ridb.recreation.gov), the federal list behind Recreation.gov. Private RV parks, KOAs and state, county and city campgrounds come from OpenStreetMap (© OpenStreetMap contributors, Open Database License). National park information comes from the U.S. National Park Service. Place names come from GeoNames.',
          'Amenities, seasons, length limits and prices are shown as the data reports them, and as unknown where it says nothing. Always confirm details with the campground before you travel.',
        ],
      },
      {
        q: 'Why do I not see private RV parks near some stops?',
        a: [
          'The bundled campground list covers federal facilities only. Where none lies near a stop, the itinerary says so and links to a map search for RV parks near that town rather than inventing one.',
        ],
      },
    ],
  },
  {
    id: 'privacy',
    title: 'Privacy and your data',
    questions: [
      {
        q: 'What do you store about me?',
        a: [
          "Your account (email, username, optional name) and, when you are signed in, your trips so you can open them on other devices. Without an account, trips stay in your browser's storage on this device only.",
          'Card details are handled by the payment provider and never reach our servers.',
        ],
      },
      {
        q: 'How do I delete my account or get help?',
        a: [
          `You can delete your account and its trips under Settings. For anything else, write to ${SUPPORT_EMAIL}.`,
        ],
      },
    ],
  },
];
