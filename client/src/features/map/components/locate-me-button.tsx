import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toastError } from '@/components/ui/toast';
import { locateUser } from '../lib/geolocation';
import { LocateFixed } from 'lucide-react';

/** Centres the map on the user's position, or explains why it cannot. */
export function LocateMeButton({ onLocated }: { onLocated: (latitude: number, longitude: number) => void }) {
  const [locating, setLocating] = useState(false);
  const locate = async () => {
    setLocating(true);
    const result = await locateUser();
    setLocating(false);
    if (result.ok) onLocated(result.latitude, result.longitude);
    else toastError(result.description, result.title);
  };
  return (
    <Button variant="outline" onClick={locate} disabled={locating} aria-busy={locating}>
      <LocateFixed className="h-4 w-4" aria-hidden="true" />
      {locating ? 'Locating…' : 'My Location'}
    </Button>
  );
}
