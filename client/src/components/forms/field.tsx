import type { ReactNode } from 'react';
import { FieldError } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/**
 * Label, control, optional help text and red error text under it, wired with aria-describedby by id
 * convention (`<id>-help`, `<id>-error`).
 */
export function Field({
  id,
  label,
  help,
  error,
  children,
}: {
  id: string;
  label: string;
  help?: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <div className="mt-1">{children}</div>
      {help ? (
        <p id={`${id}-help`} className="mt-1 text-xs text-stone-600">
          {help}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

export const errorProps = (id: string, error?: string, hasHelp = false) => {
  const describedBy = [hasHelp ? `${id}-help` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  };
};
