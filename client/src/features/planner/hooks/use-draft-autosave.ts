import { useEffect, useRef, useState } from 'react';
import { TIMINGS } from '@shared/constants';

export type DraftStatus = 'idle' | 'saving' | 'saved';

/**
 * Draft autosave: a change makes the state 'saving'; 1 s after the last change the draft is
 * stored and 'Draft saved' shows for 2 s; then idle. The value present on mount is not re-saved.
 */
export function useDraftAutosave(
  value: unknown,
  save: (value: unknown) => boolean,
  enabled: boolean,
): DraftStatus {
  const [status, setStatus] = useState<DraftStatus>('idle');
  const serialized = JSON.stringify(value);
  const first = useRef(serialized);
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  }, [save]);

  useEffect(() => {
    if (!enabled || serialized === first.current) return;
    first.current = '';
    setStatus('saving');
    let hide: ReturnType<typeof setTimeout> | undefined;
    const timer = setTimeout(() => {
      if (saveRef.current(JSON.parse(serialized))) {
        setStatus('saved');
        hide = setTimeout(() => setStatus('idle'), TIMINGS.draftSavedVisibleMs);
      } else {
        setStatus('idle');
      }
    }, TIMINGS.autosaveMs);
    return () => {
      clearTimeout(timer);
      if (hide) clearTimeout(hide);
    };
  }, [serialized, enabled]);

  return status;
}
