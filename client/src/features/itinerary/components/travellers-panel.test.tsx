// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makePlan } from '@shared/trips/test-factories';
import { stubResizeObserver } from '@/test/stub-resize-observer';
import { TravellersPanel } from './travellers-panel';

stubResizeObserver();
afterEach(cleanup);

const MILITARY = 'Military ID holder (military campgrounds, FamCamps)';

describe('TravellersPanel military access and horses', () => {
  it('opens on the plan’s settings and saves the switches as the request’s militaryAccess and horses', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    const plan = makePlan(2);
    render(<TravellersPanel plan={plan} readOnly={false} busy={false} onSave={onSave} />);
    expect(screen.getByTestId('place-access-summary')).toHaveTextContent(`${MILITARY}: no.`);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Change who travels' }));
    // The form's code loads when it is first opened.
    const military = await screen.findByRole('switch', { name: MILITARY });
    expect(military).toHaveAttribute('aria-checked', 'false');
    await user.click(military);
    await user.click(screen.getByRole('button', { name: 'Save who travels' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]).toEqual([
      { travellers: undefined, preferFreeOvernights: undefined, militaryAccess: true, horses: undefined },
    ]);
  });

  it('shows a plan made with them as on, and their switches on', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    const base = makePlan(2);
    const plan = { ...base, input: { ...base.input, militaryAccess: true, horses: true } };
    render(<TravellersPanel plan={plan} readOnly={false} busy={false} onSave={onSave} />);
    expect(screen.getByTestId('place-access-summary')).toHaveTextContent(
      `${MILITARY}: yes. Travelling with horses (horse camps): yes.`,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Change who travels' }));
    expect(await screen.findByRole('switch', { name: MILITARY })).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('switch', { name: 'Travelling with horses (horse camps)' }));
    await user.click(screen.getByRole('button', { name: 'Save who travels' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]).toEqual([
      expect.objectContaining({ militaryAccess: true, horses: undefined }),
    ]);
  });

  it('keeps them private on a shared (read-only) plan', () => {
    render(<TravellersPanel plan={makePlan(2)} readOnly busy={false} onSave={vi.fn()} />);
    expect(screen.queryByTestId('place-access-summary')).toBeNull();
  });
});
