// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TextLimit, textLimitMessage, textOverLimit } from './text-limit';

afterEach(cleanup);

describe('text limits', () => {
  it('says nothing within the limit, says so at it, and refuses past it with the count', () => {
    expect(textLimitMessage(1999, 2000, 'A note')).toBeNull();
    expect(textLimitMessage(2000, 2000, 'A note')).toBe('A note is at the 2,000-character limit.');
    expect(textLimitMessage(2134, 2000, 'A note')).toBe(
      'A note can be at most 2,000 characters: this one has 2,134. Shorten it by 134 to save it.',
    );
    expect(textOverLimit('x'.repeat(2000), 2000)).toBe(false);
    expect(textOverLimit('x'.repeat(2001), 2000)).toBe(true);
  });

  it('shows the counter, and the message past the limit as an alert', () => {
    const { rerender } = render(<TextLimit id="n" length={12} limit={500} what="The description" />);
    expect(screen.getByText('12 / 500 characters')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<TextLimit id="n" length={501} limit={500} what="The description" />);
    expect(screen.getByRole('alert').textContent).toBe(
      'The description can be at most 500 characters: this one has 501. Shorten it by 1 to save it.',
    );
  });
});
