import type { KeyboardEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PAN_STEP, mapKeyHandler, viewAttributes } from './map-keys';

const press = (handler: ReturnType<typeof mapKeyHandler>, key: string, onMap = true) => {
  const target = {};
  const event = { key, target, currentTarget: onMap ? target : {}, preventDefault: vi.fn() };
  handler(event as unknown as KeyboardEvent<HTMLElement>);
  return event.preventDefault;
};

describe('mapKeyHandler', () => {
  it('pans with the arrows, zooms with +/= and -/_, closes with Escape', () => {
    const actions = { pan: vi.fn(), zoom: vi.fn(), close: vi.fn() };
    const handler = mapKeyHandler(actions);
    for (const key of ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', '+', '=', '-', '_', 'Escape'])
      expect(press(handler, key)).toHaveBeenCalled();
    expect(actions.pan.mock.calls).toEqual([
      [-PAN_STEP, 0],
      [PAN_STEP, 0],
      [0, -PAN_STEP],
      [0, PAN_STEP],
    ]);
    expect(actions.zoom.mock.calls).toEqual([[1], [1], [-1], [-1]]);
    expect(actions.close).toHaveBeenCalledOnce();
  });

  it('leaves other keys, and keys pressed inside a marker or popup, alone', () => {
    const actions = { pan: vi.fn(), zoom: vi.fn(), close: vi.fn() };
    const handler = mapKeyHandler(actions);
    expect(press(handler, 'a')).not.toHaveBeenCalled();
    expect(press(handler, 'Escape', false)).not.toHaveBeenCalled();
    expect(actions.close).not.toHaveBeenCalled();
  });
});

describe('viewAttributes', () => {
  it('states the zoom and centre, and an empty centre over the ocean', () => {
    expect(viewAttributes(4.123, { lat: 39.82834, lng: -98.57951 })).toEqual({
      'data-zoom': '4.12',
      'data-center-lat': '39.8283',
      'data-center-lng': '-98.5795',
    });
    expect(viewAttributes(4, null)['data-center-lat']).toBe('');
  });
});
