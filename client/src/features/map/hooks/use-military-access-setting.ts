import { useCallback, useState } from 'react';
import { readJson, storageKeys, writeJson } from '@/lib/browser-storage';

const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';

/**
 * The map's "Military ID holder" setting, remembered on this device: on, the map's park search and
 * its RV parks layer include base FamCamps (open only to ID holders). Off (the default) they never show.
 * Opened from a trip (`fromTrip`: the trip's own setting), it starts from the trip's setting and a
 * change is for this visit only: the device's setting stays as it was.
 */
export function useMilitaryAccessSetting(fromTrip?: boolean) {
  const [on, setOn] = useState(() => fromTrip ?? readJson(storageKeys.mapMilitaryAccess, false, isBoolean));
  const change = useCallback(
    (next: boolean) => {
      setOn(next);
      if (fromTrip === undefined) writeJson(storageKeys.mapMilitaryAccess, next);
    },
    [fromTrip],
  );
  return [on, change] as const;
}
