// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Handover } from '../components/map-surface-props';
import type { HandOverMap } from './use-hand-over';
import { useHandOver } from './use-hand-over';

const at = (lng: number, selectedId: string | null = null): Handover => ({
  view: { center: { lat: 39, lng }, zoom: 4 },
  selectedId,
});

function fakeMap() {
  const map: HandOverMap = {
    jumpTo: vi.fn(),
    once: vi.fn(),
    triggerRepaint: vi.fn(),
    flyTo: vi.fn(),
  };
  return map;
}

describe('useHandOver', () => {
  it('follows the first view while the map gets ready out of sight, and stops once it is shown', async () => {
    const map = fakeMap();
    let ready = () => {};
    const beforeOpen = vi.fn(() => new Promise<void>((resolve) => (ready = resolve)));
    const onOpen = vi.fn();
    const select = vi.fn();
    const { rerender } = renderHook(
      ({ openAt }: { openAt: Handover }) =>
        useHandOver({ map, loaded: true, openAt, flyTo: null, select, onOpen, beforeOpen }),
      { initialProps: { openAt: at(-100) } },
    );
    expect(map.jumpTo).toHaveBeenLastCalledWith({ center: [-100, 39], zoom: 4 });
    expect(beforeOpen).toHaveBeenCalledTimes(1);

    // Moved and a popup opened on the first view while this one is drawn out of sight.
    rerender({ openAt: at(-95, 'park-arch') });
    expect(map.jumpTo).toHaveBeenLastCalledWith({ center: [-95, 39], zoom: 4 });
    expect(select).toHaveBeenLastCalledWith('park-arch');
    expect(beforeOpen).toHaveBeenCalledTimes(1);
    expect(onOpen).not.toHaveBeenCalled();

    await act(async () => ready());
    expect(onOpen).toHaveBeenCalledTimes(1);
    // Shown, the map is the traveller's: a late hand-over no longer moves it.
    rerender({ openAt: at(-80) });
    expect(map.jumpTo).toHaveBeenCalledTimes(2);
  });
});
