// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TRIP_LIMIT_TITLE, TripLimitPanel } from './upgrade-dialog';

afterEach(cleanup);

describe('TripLimitPanel', () => {
  it('says first that the trip which reached the limit was saved, with the way to it', () => {
    render(<TripLimitPanel saved={{ id: 'AB12CD34', title: 'Portland to Boise' }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Your trip Portland to Boise was saved.');
    expect(screen.getByRole('link', { name: 'Open Portland to Boise' })).toHaveAttribute('href', '/trip-test/AB12CD34');
    expect(screen.getByRole('heading', { name: TRIP_LIMIT_TITLE })).toBeInTheDocument();
  });

  it('says nothing about a saved trip when there is none', () => {
    render(<TripLimitPanel />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
