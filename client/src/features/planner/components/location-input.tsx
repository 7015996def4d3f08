import type { KeyboardEvent, Ref } from 'react';
import type { GeocodeFeature } from '@shared/schemas/places';
import { useEffect, useId, useState } from 'react';
import { GeocodeCredit } from '@/components/places/geocode-credit';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { useGeocode } from '@/entities/places/geocode';
import { useDebouncedValue } from '@/lib/use-debounced-value';

const SUGGEST_DEBOUNCE_MS = 300;

type LocationInputProps = {
  id: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  placeholder?: string;
  invalid?: boolean;
  describedBy?: string;
  /** The input element, for the form to focus a field the server refused. */
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * A text field with place suggestions from /api/geocode as the user types (ARIA combobox). A field
 * marked invalid lists its suggestions as soon as it is focused: a name the planner refused ("Twin
 * Lakes, CO" fits two towns) shows the places it may mean, each with what tells it apart.
 */
export function LocationInput({
  id,
  name,
  value,
  onChange,
  onBlur,
  placeholder,
  invalid,
  describedBy,
  inputRef,
}: LocationInputProps) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [picked, setPicked] = useState<string | null>(null);
  const [focused, setFocused] = useState(false);
  // Escape closed the list of a refused field: it stays closed until the field is focused again.
  const [dismissed, setDismissed] = useState(false);
  const query = useDebouncedValue(value.trim(), SUGGEST_DEBOUNCE_MS);
  // A field refused while it has the focus (the form focuses the field it refused) lists its places
  // at once, as a refused field does when it is focused.
  const listing = open || (invalid === true && focused && !dismissed);
  const wanted = listing && query.length >= 2 && query !== picked;
  const { data, error } = useGeocode(query, wanted);
  const suggestions = wanted ? (data?.features ?? []) : [];
  const expanded = suggestions.length > 0;

  useEffect(() => {
    if (error) console.warn('Location suggestions failed', error);
  }, [error]);

  function choose(placeName: string) {
    setPicked(placeName);
    onChange(placeName);
    setOpen(false);
    setActive(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      if (suggestions.length) setActive((i) => (i + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      if (suggestions.length) setActive((i) => (i <= 0 ? suggestions.length - 1 : i - 1));
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      choose(suggestions[active].place_name);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setDismissed(true);
      setActive(-1);
    }
  }

  return (
    <div className="relative">
      <Input
        ref={inputRef}
        id={id}
        name={name}
        value={value}
        placeholder={placeholder}
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(e) => {
          onChange(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => {
          setFocused(true);
          setDismissed(false);
          if (!invalid) return;
          setPicked(null);
          setOpen(true);
        }}
        onBlur={() => {
          setFocused(false);
          setOpen(false);
          onBlur?.();
        }}
      />
      <SuggestionList
        listId={listId}
        suggestions={suggestions}
        active={active}
        expanded={expanded}
        onChoose={choose}
      />
    </div>
  );
}

/** The suggestions under the field (the input keeps the focus while one is pressed). */
function SuggestionList({
  listId,
  suggestions,
  active,
  expanded,
  onChoose,
}: {
  listId: string;
  suggestions: GeocodeFeature[];
  active: number;
  expanded: boolean;
  onChoose: (placeName: string) => void;
}) {
  return (
    <div
      className={cn(
        'absolute z-30 mt-1 w-full overflow-hidden rounded-md border border-stone-200 bg-white shadow-lg',
        !expanded && 'hidden',
      )}
      // Keeps the input focused (and the list open) while the credit link is pressed.
      onMouseDown={(e) => e.preventDefault()}
    >
      <ul id={listId} role="listbox" aria-label="Location suggestions">
        {suggestions.map((feature, index) => (
          <li
            key={feature.id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className={cn(
              'cursor-pointer px-3 py-2 text-sm',
              index === active ? 'bg-brand-50 text-brand-700' : 'hover:bg-stone-50',
            )}
            // mousedown, not click: the input's blur would close the list before a click lands.
            onMouseDown={(e) => {
              e.preventDefault();
              onChoose(feature.place_name);
            }}
          >
            {feature.place_name}
          </li>
        ))}
      </ul>
      <GeocodeCredit features={suggestions} className="border-t border-stone-100 px-3 py-1" />
    </div>
  );
}
