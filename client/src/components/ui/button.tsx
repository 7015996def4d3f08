import type { ButtonHTMLAttributes } from 'react';
import { forwardRef } from 'react';
import { buttonClass } from './button-class';
import type { Size, Variant } from './button-class';

export { buttonClass };

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant; size?: Size };

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, className, type = 'button', ...props },
  ref,
) {
  return <button ref={ref} type={type} className={buttonClass(variant, size, className)} {...props} />;
});

/** A button that starts a request: disabled and saying `busyLabel` while `busy`. */
export function BusyButton({
  busy,
  busyLabel,
  disabled,
  children,
  ...props
}: ButtonProps & { busy: boolean; busyLabel: string }) {
  return (
    <Button {...props} disabled={disabled || busy}>
      {busy ? busyLabel : children}
    </Button>
  );
}
