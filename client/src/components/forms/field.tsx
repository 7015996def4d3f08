import type { ReactNode } from 'react';
import { FieldError } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/** Label, control and red error text under it, wired with aria-describedby by id convention. */
export function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <div className="mt-1">{children}</div>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

export const errorProps = (id: string, error?: string) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}-error` : undefined,
});
