import * as SliderPrimitive from '@radix-ui/react-slider';
import type { ComponentPropsWithoutRef } from 'react';
import { cn } from '@/lib/cn';

export function Slider({
  className,
  'aria-label': ariaLabel,
  ...props
}: ComponentPropsWithoutRef<typeof SliderPrimitive.Root>) {
  return (
    <SliderPrimitive.Root
      className={cn('relative flex h-5 w-full touch-none items-center select-none', className)}
      {...props}
    >
      <SliderPrimitive.Track className="relative h-1.5 grow rounded-full bg-stone-200">
        <SliderPrimitive.Range className="absolute h-full rounded-full bg-brand-600" />
      </SliderPrimitive.Track>
      {(props.value ?? props.defaultValue ?? [0]).map((_, i) => (
        <SliderPrimitive.Thumb
          key={i}
          aria-label={ariaLabel}
          className="block h-5 w-5 rounded-full border-2 border-brand-600 bg-white shadow"
        />
      ))}
    </SliderPrimitive.Root>
  );
}
