import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toastError } from '@/components/ui/toast';
import { locateUser } from '../lib/geolocation';

/** SPEC 2/8/9: centres the map on the user's position, or explains why it cannot. */
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
      <svg viewBox="0 0 24 24" className="h-4 w-4" aria-hidden="true">
        <circle cx="12" cy="12" r="4" fill="currentColor" />
        <path d="M12 2v3M12 19v3M2 12h3M19 12h3" stroke="currentColor" strokeWidth="2" />
        <circle cx="12" cy="12" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
      {locating ? 'Locating…' : 'My Location'}
    </Button>
  );
}
