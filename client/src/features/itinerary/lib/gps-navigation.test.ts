// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GPS_OPEN_FAILED, INVALID_GPS, openGpsNavigation } from './gps-navigation';

afterEach(() => vi.restoreAllMocks());

describe('openGpsNavigation', () => {
  it('alerts when the park has no known place (older plans whose "lat, lng" text was unreadable)', () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    openGpsNavigation({ latitude: null, longitude: null });
    expect(alert).toHaveBeenCalledWith(INVALID_GPS);
    expect(open).not.toHaveBeenCalled();
  });

  it('opens Google Maps directions off iOS', () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    openGpsNavigation({ latitude: 38.45889, longitude: -107.33 });
    expect(open).toHaveBeenCalledWith(
      'https://www.google.com/maps/dir/?api=1&destination=38.45889,-107.33',
      '_blank',
      'noopener,noreferrer',
    );
  });

  it('says so when the maps page cannot be opened', () => {
    vi.spyOn(window, 'open').mockImplementation(() => {
      throw new Error('blocked');
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    openGpsNavigation({ latitude: 38.45889, longitude: -107.33 });
    expect(alert).toHaveBeenCalledWith(GPS_OPEN_FAILED);
  });
});
