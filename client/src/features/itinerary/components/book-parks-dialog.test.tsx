// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Day } from '@shared/schemas/plan';
import { makeDay } from '@shared/trips/test-factories';
import { Toaster } from '@/components/ui/toast';
import { BookParksButton } from './book-parks-dialog';

const COMING_SOON = 'RV park booking coming soon!';
const withPark = (day: number, park: Partial<Day['rvPark']>): Day => {
  const d = makeDay(day);
  return { ...d, rvPark: { ...d.rvPark, reservationUrl: undefined, website: undefined, ...park } };
};

// SPEC: 'RV park booking coming soon!' (Check Availability and Book RV Parks), only where the data
// holds no booking link: the same links Check Availability opens.
describe('Book RV Parks', () => {
  afterEach(cleanup);

  it("offers a park's own page where Check Availability does, and 'coming soon' only without any link", async () => {
    const days = [
      withPark(1, { name: 'Federal Park', reservationUrl: 'https://www.recreation.gov/camping/campgrounds/232447' }),
      withPark(2, { name: 'Lakeside RV Park', website: 'http://www.lakesidervpark.com/' }),
      withPark(3, { name: 'Unknown Park', reservationUrl: 'javascript:alert(1)' }),
    ];
    render(<BookParksButton days={days} />);
    await userEvent.click(screen.getByRole('button', { name: 'Book RV Parks' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book RV Parks' });
    const row = (name: string) => within(dialog).getByText(new RegExp(`^Day \\d: ${name}$`)).closest('li')!;
    expect(within(row('Federal Park')).getByRole('link', { name: /^Reserve ?Federal Park$/ })).toHaveAttribute(
      'href',
      'https://www.recreation.gov/camping/campgrounds/232447',
    );
    const own = within(row('Lakeside RV Park')).getByRole('link', { name: "Lakeside RV Park's own page" });
    expect(own).toHaveAttribute('href', 'http://www.lakesidervpark.com/');
    expect(own).toHaveAttribute('target', '_blank');
    expect(own.getAttribute('rel')).toContain('noopener');
    expect(row('Lakeside RV Park')).not.toHaveTextContent(COMING_SOON);
    expect(row('Unknown Park')).toHaveTextContent(COMING_SOON);
    expect(within(row('Unknown Park')).queryByRole('link')).toBeNull();
    expect(dialog).not.toHaveTextContent('javascript:');
  });

  it("says 'RV park booking coming soon!' exactly when no night has a link", async () => {
    render(
      <>
        <BookParksButton days={[withPark(1, { reservationUrl: 'javascript:alert(1)' }), withPark(2, {})]} />
        <Toaster />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Book RV Parks' }));
    expect(await screen.findByText(COMING_SOON, { exact: true })).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Book RV Parks' })).toBeNull();
  });

  it('opens the list when only a park website is known', async () => {
    render(<BookParksButton days={[withPark(1, { website: 'https://lakesiderv.example/' })]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Book RV Parks' }));
    expect(await screen.findByRole('dialog', { name: 'Book RV Parks' })).toBeVisible();
  });
});
