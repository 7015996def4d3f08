import type { RefObject } from 'react';
import { useLayoutEffect, useState } from 'react';
import type { Size } from '../lib/offline-view';

// Until the container is measured (and in test environments without layout) the atlas frame is used.
const FALLBACK_SIZE: Size = { width: 975, height: 610 };

/** The element's size in CSS pixels, measured again whenever it is resized. */
export function useElementSize(ref: RefObject<HTMLElement | null>): Size {
  const [size, setSize] = useState<Size>(FALLBACK_SIZE);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      const { width, height } = el.getBoundingClientRect();
      if (width > 0 && height > 0)
        setSize((s) => (s.width === width && s.height === height ? s : { width, height }));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}
