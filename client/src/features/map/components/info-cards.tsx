import { Card } from '@/components/ui/card';
import { MarkerIcon } from './marker-overlay';

const cards = [
  {
    kind: 'park' as const,
    title: 'National Parks',
    text: 'Green markers show every national park. Open one for its description and the activities it offers.',
    tone: 'bg-brand-600',
  },
  {
    kind: 'campground' as const,
    title: 'Campgrounds',
    text: 'Zoom in to level 6 or closer and campgrounds within 150 miles of the map centre appear as orange markers.',
    tone: 'bg-amber-600',
  },
  {
    kind: 'place' as const,
    title: 'Find Your Spot',
    text: 'Search for a town or address, or use My Location, to jump the map there. Numbers on markers count grouped places; open one to zoom in.',
    tone: 'bg-red-600',
  },
];

/** The three info cards under the map. */
export function InfoCards() {
  return (
    <ul className="grid gap-4 md:grid-cols-3" aria-label="About the map">
      {cards.map((card) => (
        <li key={card.title}>
          <Card className="h-full">
            <div className="flex items-center gap-3">
              <span className={`flex h-9 w-9 items-center justify-center rounded-lg text-white ${card.tone}`}>
                <MarkerIcon kind={card.kind} className="h-5 w-5" />
              </span>
              <h2 className="text-lg font-semibold text-stone-900">{card.title}</h2>
            </div>
            <p className="mt-3 text-sm text-stone-700">{card.text}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
