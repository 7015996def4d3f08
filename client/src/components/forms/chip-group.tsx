import { cn } from '@/lib/cn';

type ChipGroupProps = {
  legend: string;
  options: readonly string[];
  value: string[];
  onChange: (value: string[]) => void;
  format?: (option: string) => string;
};

/** Checkable chips: each is a real checkbox so keyboard and screen readers work. */
export function ChipGroup({ legend, options, value, onChange, format = (o) => o }: ChipGroupProps) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-stone-800">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((option) => {
          const checked = value.includes(option);
          return (
            <label
              key={option}
              className={cn(
                'cursor-pointer rounded-full border px-3 py-1 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
                checked
                  ? 'border-brand-600 bg-brand-600 text-white'
                  : 'border-stone-300 bg-white text-stone-700 hover:bg-stone-100',
              )}
            >
              <input
                type="checkbox"
                className="sr-only"
                checked={checked}
                onChange={() => onChange(checked ? value.filter((v) => v !== option) : [...value, option])}
              />
              {format(option)}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** 'balanced' -> 'Balanced' for display; the stored value stays the SPEC id. */
export const titleCase = (option: string) =>
  option
    .split(/[-\s]/)
    .map((w) => (w === 'tv' ? 'TV' : w === 'wifi' ? 'WiFi' : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(' ');
