// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeDay } from '@shared/trips/test-factories';
import { availabilityTarget, CheckAvailability } from './check-availability';

describe('Check Availability', () => {
  it('opens a known booking site at once, shows the park’s own page first, and invents nothing', () => {
    const gov = 'https://www.recreation.gov/camping/campgrounds/232447';
    expect(availabilityTarget({ reservationUrl: gov })).toEqual({ url: gov, known: true });
    expect(availabilityTarget({ reservationUrl: 'http://www.lakesidervpark.com/book' })).toEqual({
      url: 'http://www.lakesidervpark.com/book',
      known: false,
    });
    expect(availabilityTarget({ website: 'https://lakesiderv.example/' })).toEqual({
      url: 'https://lakesiderv.example/',
      known: false,
    });
    expect(availabilityTarget({ reservationUrl: 'javascript:alert(1)', website: undefined })).toBeNull();
    expect(availabilityTarget({})).toBeNull();
  });

  it("shows the park's own link, marked as leaving the app, before it opens in a new tab", async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const park = {
      ...makeDay(1).rvPark,
      reservationUrl: undefined,
      website: 'http://www.lakesidervpark.com/',
    };
    render(<CheckAvailability park={park} />);
    await userEvent.click(screen.getByRole('button', { name: 'Check Availability' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leaving RV Trip Planner' });
    expect(dialog).toHaveTextContent('http://www.lakesidervpark.com/');
    const link = screen.getByRole('link', { name: "Open the park's page" });
    expect(link).toHaveAttribute('href', 'http://www.lakesidervpark.com/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(open).not.toHaveBeenCalled();
    open.mockRestore();
  });
});
