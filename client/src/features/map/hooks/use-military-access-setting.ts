import { useCallback, useState } from 'react';
import { readJson, storageKeys, writeJson } from '@/lib/browser-storage';

const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';

/**
 * The map's "Military ID holder" setting, remembered on this device: on, the map's park search and
 * its RV parks layer include base FamCamps (issue #43). Off (the default) they never show.
 */
export function useMilitaryAccessSetting() {
  const [on, setOn] = useState(() => readJson(storageKeys.mapMilitaryAccess, false, isBoolean));
  const change = useCallback((next: boolean) => {
    setOn(next);
    writeJson(storageKeys.mapMilitaryAccess, next);
  }, []);
  return [on, change] as const;
}
