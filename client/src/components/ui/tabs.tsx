import type { ComponentPropsWithoutRef, KeyboardEvent } from 'react';
import { createContext, useContext, useId, useState } from 'react';
import { cn } from '@/lib/cn';
import { TABS_CONTENT_CLASS, TABS_LIST_CLASS, TABS_TRIGGER_CLASS } from './tabs-class';

/**
 * Tabs as the WAI-ARIA tabs pattern has them (automatic activation): a tab list of buttons, the
 * chosen one in the page's tab order and the others reached with the arrow keys, Home and End (a
 * disabled tab is skipped); the chosen tab's panel shown, the others hidden and empty. Markup and data
 * attributes as Radix Tabs drew them (data-state, data-orientation), so styles and the cards drawn
 * before the app (features/trips/early-cards) stay alike. Our own rather than Radix's: on a phone its
 * presence and focus-group code measured the freshly rendered page during React's commit (a forced
 * style recalculation of every card), a long task on My Trips' first render.
 */
type TabsState = {
  value: string;
  select: (value: string) => void;
  idOf: (part: 'trigger' | 'content', value: string) => string;
};

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const tabs = useContext(TabsContext);
  if (!tabs) throw new Error('Tabs parts must be inside <Tabs>');
  return tabs;
}

const HORIZONTAL = { 'data-orientation': 'horizontal' } as const;

type TabsProps = Omit<ComponentPropsWithoutRef<'div'>, 'defaultValue' | 'dir'> & {
  /** The chosen tab, when the caller keeps it; else the tabs keep it, starting at `defaultValue`. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
};

export function Tabs({ value, defaultValue = '', onValueChange, children, ...props }: TabsProps) {
  const [own, setOwn] = useState(defaultValue);
  const baseId = useId();
  const chosen = value ?? own;
  const state: TabsState = {
    value: chosen,
    select: (next) => {
      if (next === chosen) return;
      if (value === undefined) setOwn(next);
      onValueChange?.(next);
    },
    idOf: (part, v) => `${baseId}-${part}-${v}`,
  };
  return (
    <TabsContext.Provider value={state}>
      <div dir="ltr" {...HORIZONTAL} {...props}>
        {children}
      </div>
    </TabsContext.Provider>
  );
}

/** The key that moves the focus from `index` among `count` tabs, or null for another key. */
function targetIndex(key: string, index: number, count: number): number | null {
  if (key === 'ArrowRight') return (index + 1) % count;
  if (key === 'ArrowLeft') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

export const TabsList = ({ className, onKeyDown, ...props }: ComponentPropsWithoutRef<'div'>) => {
  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not([disabled])')];
    const index = tabs.indexOf(event.target as HTMLButtonElement);
    if (index < 0 || event.altKey || event.ctrlKey || event.metaKey) return;
    const next = targetIndex(event.key, index, tabs.length);
    if (next === null) return;
    event.preventDefault();
    // Focusing a tab chooses it (TabsTrigger's onFocus).
    tabs[next].focus();
  };
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      {...HORIZONTAL}
      className={cn(TABS_LIST_CLASS, className)}
      onKeyDown={onKey}
      {...props}
    />
  );
};

type TabsTriggerProps = Omit<ComponentPropsWithoutRef<'button'>, 'value'> & { value: string };

export const TabsTrigger = ({ value, disabled, className, onClick, onFocus, ...props }: TabsTriggerProps) => {
  const tabs = useTabs();
  const active = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabs.idOf('trigger', value)}
      aria-selected={active}
      aria-controls={tabs.idOf('content', value)}
      data-state={active ? 'active' : 'inactive'}
      data-disabled={disabled ? '' : undefined}
      disabled={disabled}
      tabIndex={active ? 0 : -1}
      {...HORIZONTAL}
      className={cn(TABS_TRIGGER_CLASS, className)}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) tabs.select(value);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        if (!event.defaultPrevented) tabs.select(value);
      }}
      {...props}
    />
  );
};

type TabsContentProps = Omit<ComponentPropsWithoutRef<'div'>, 'value'> & { value: string };

export const TabsContent = ({ value, className, children, ...props }: TabsContentProps) => {
  const tabs = useTabs();
  const active = tabs.value === value;
  return (
    <div
      role="tabpanel"
      id={tabs.idOf('content', value)}
      aria-labelledby={tabs.idOf('trigger', value)}
      data-state={active ? 'active' : 'inactive'}
      hidden={!active}
      tabIndex={0}
      {...HORIZONTAL}
      className={cn(TABS_CONTENT_CLASS, className)}
      {...props}
    >
      {active ? children : null}
    </div>
  );
};
