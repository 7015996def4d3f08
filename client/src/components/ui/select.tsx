import * as SelectPrimitive from '@radix-ui/react-select';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { ChevronDown } from 'lucide-react';

export type SelectOption = { value: string; label: ReactNode; disabled?: boolean };

type SelectProps = {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  options: SelectOption[];
  placeholder?: string;
  id?: string;
  name?: string;
  disabled?: boolean;
  className?: string;
  'aria-label'?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

// Radix's type-ahead buffer resets after 1000 ms, which is its built-in behaviour.
export function Select({ options, placeholder, className, id, ...props }: SelectProps) {
  return (
    <SelectPrimitive.Root
      value={props.value}
      defaultValue={props.defaultValue}
      onValueChange={props.onValueChange}
      name={props.name}
      disabled={props.disabled}
    >
      <SelectPrimitive.Trigger
        id={id}
        aria-label={props['aria-label']}
        aria-invalid={props['aria-invalid']}
        aria-describedby={props['aria-describedby']}
        className={cn(
          'flex h-10 w-full items-center justify-between rounded-md border border-stone-300 bg-white px-3 text-left text-sm aria-[invalid=true]:border-red-600 data-[placeholder]:text-stone-500',
          className,
        )}
      >
        <SelectPrimitive.Value placeholder={placeholder} />
        <SelectPrimitive.Icon aria-hidden="true">
          <ChevronDown className="size-4" />
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      <SelectPrimitive.Portal>
        <SelectPrimitive.Content
          position="popper"
          sideOffset={4}
          className="z-50 max-h-72 min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-md border border-stone-200 bg-white shadow-lg"
        >
          <SelectPrimitive.Viewport className="p-1">
            {options.map((option) => (
              <SelectPrimitive.Item
                key={option.value}
                value={option.value}
                disabled={option.disabled}
                className="cursor-pointer rounded px-3 py-2 text-sm outline-none select-none data-[disabled]:opacity-50 data-[highlighted]:bg-brand-50 data-[state=checked]:font-semibold"
              >
                <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
              </SelectPrimitive.Item>
            ))}
          </SelectPrimitive.Viewport>
        </SelectPrimitive.Content>
      </SelectPrimitive.Portal>
    </SelectPrimitive.Root>
  );
}
