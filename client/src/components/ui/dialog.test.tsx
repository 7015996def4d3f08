// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Dialog, DialogContent } from './dialog';

afterEach(cleanup);

// A dialog opened from code (no DialogTrigger), as the planner's upgrade prompt is.
function OpenedFromCode() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Choose AI
      </button>
      <Dialog open={open} onOpenChange={setOpen}>
        {open ? (
          <DialogContent title="Upgrade to Pro">
            <button type="button">Maybe Later</button>
          </DialogContent>
        ) : null}
      </Dialog>
    </>
  );
}

describe('DialogContent', () => {
  it('moves focus inside, closes on Escape and gives focus back to what opened it', async () => {
    const user = userEvent.setup();
    render(<OpenedFromCode />);
    const opener = screen.getByRole('button', { name: 'Choose AI' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade to Pro' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
