// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

afterEach(cleanup);

function Seasons({ onChange }: { onChange?: (value: string) => void }) {
  return (
    <Tabs defaultValue="spring" onValueChange={onChange}>
      <TabsList aria-label="Season">
        <TabsTrigger value="spring">Spring</TabsTrigger>
        <TabsTrigger value="summer" disabled>
          Summer
        </TabsTrigger>
        <TabsTrigger value="fall">Fall</TabsTrigger>
        <TabsTrigger value="winter">Winter</TabsTrigger>
      </TabsList>
      <TabsContent value="spring">Wildflowers</TabsContent>
      <TabsContent value="summer">Crowds</TabsContent>
      <TabsContent value="fall">Leaves</TabsContent>
      <TabsContent value="winter">Snowbirds</TabsContent>
    </Tabs>
  );
}

const selected = () => screen.getByRole('tab', { selected: true }).textContent;
const shownPanel = () => screen.getByRole('tabpanel').textContent;

describe('Tabs', () => {
  it('show the chosen tab, name its panel, and keep only the chosen tab in the tab order', () => {
    render(<Seasons />);
    expect(screen.getByRole('tablist', { name: 'Season' })).toHaveProperty('ariaOrientation', 'horizontal');
    const spring = screen.getByRole('tab', { name: 'Spring' });
    expect(spring.getAttribute('aria-selected')).toBe('true');
    expect(spring.getAttribute('data-state')).toBe('active');
    expect(spring.tabIndex).toBe(0);
    expect(screen.getByRole('tab', { name: 'Fall' }).tabIndex).toBe(-1);
    expect(screen.getByRole('tab', { name: 'Summer' })).toHaveProperty('disabled', true);
    const panel = screen.getByRole('tabpanel', { name: 'Spring' });
    expect(panel.textContent).toBe('Wildflowers');
    expect(spring.getAttribute('aria-controls')).toBe(panel.id);
    // The other panels are hidden and empty.
    expect(screen.queryByText('Leaves')).toBeNull();
  });

  it('choose a tab by click, and by arrow keys, Home and End, skipping a disabled tab', async () => {
    const user = userEvent.setup();
    const changes = vi.fn();
    render(<Seasons onChange={changes} />);
    await user.click(screen.getByRole('tab', { name: 'Winter' }));
    expect(selected()).toBe('Winter');
    expect(shownPanel()).toBe('Snowbirds');
    expect(changes).toHaveBeenLastCalledWith('winter');

    await user.keyboard('{ArrowRight}');
    expect(selected()).toBe('Spring');
    expect(document.activeElement?.textContent).toBe('Spring');
    await user.keyboard('{ArrowRight}');
    expect(selected()).toBe('Fall');
    await user.keyboard('{ArrowLeft}');
    expect(selected()).toBe('Spring');
    await user.keyboard('{End}');
    expect(selected()).toBe('Winter');
    await user.keyboard('{Home}');
    expect(selected()).toBe('Spring');
    expect(shownPanel()).toBe('Wildflowers');
    // Tab leaves the list for the panel.
    await user.tab();
    expect(document.activeElement?.getAttribute('role')).toBe('tabpanel');
    expect(changes.mock.calls.map(([v]) => v)).toEqual([
      'winter',
      'spring',
      'fall',
      'spring',
      'winter',
      'spring',
    ]);
  });

  it('follow the value the caller keeps', async () => {
    const user = userEvent.setup();
    function Kept() {
      const [value, setValue] = useState('fall');
      return (
        <>
          <p>kept: {value}</p>
          <Tabs value={value} onValueChange={setValue}>
            <TabsList aria-label="Season">
              <TabsTrigger value="spring">Spring</TabsTrigger>
              <TabsTrigger value="fall">Fall</TabsTrigger>
            </TabsList>
            <TabsContent value="spring">Wildflowers</TabsContent>
            <TabsContent value="fall">Leaves</TabsContent>
          </Tabs>
        </>
      );
    }
    render(<Kept />);
    expect(selected()).toBe('Fall');
    await user.click(screen.getByRole('tab', { name: 'Spring' }));
    expect(screen.getByText('kept: spring')).toBeTruthy();
    expect(shownPanel()).toBe('Wildflowers');
  });
});
