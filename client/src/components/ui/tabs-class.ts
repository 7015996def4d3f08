// The tabs' classes without React, for markup drawn before the app runs (features/trips/early-cards).

export const TABS_LIST_CLASS = 'inline-flex flex-wrap gap-1 rounded-lg bg-stone-200 p-1';
export const TABS_TRIGGER_CLASS =
  'rounded-md px-3 py-1.5 text-sm font-medium text-stone-700 data-[state=active]:bg-white data-[state=active]:text-stone-900 data-[state=active]:shadow disabled:cursor-not-allowed disabled:opacity-50';
export const TABS_CONTENT_CLASS = 'mt-4';
