// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastError } from '@/components/ui/toast';
import { GPS_OPEN_FAILED, INVALID_GPS, openGpsNavigation } from './gps-navigation';

vi.mock('@/components/ui/toast', () => ({ toastError: vi.fn() }));

afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(toastError).mockClear();
});

describe('openGpsNavigation', () => {
  it('says so when the park has no known place (older plans whose "lat, lng" text was unreadable)', () => {
    const alert = vi.mocked(toastError);
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    openGpsNavigation({ latitude: null, longitude: null });
    expect(alert).toHaveBeenCalledWith(INVALID_GPS);
    expect(open).not.toHaveBeenCalled();
  });

  it('opens Google Maps directions off iOS', () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    openGpsNavigation({ latitude: 38.45889, longitude: -107.33 });
    expect(toastError).not.toHaveBeenCalled();
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
    const alert = vi.mocked(toastError);
    openGpsNavigation({ latitude: 38.45889, longitude: -107.33 });
    expect(alert).toHaveBeenCalledWith(GPS_OPEN_FAILED);
  });
});
