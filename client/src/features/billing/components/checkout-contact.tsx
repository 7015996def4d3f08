import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { useForm } from 'react-hook-form';
import type { CheckoutContact } from '@shared/schemas/billing';
import { REQUIRED_FIELDS_MESSAGE, checkoutContactSchema } from '@shared/schemas/billing';
import { Link } from 'wouter';
import { Field } from '@/components/forms/field';
import { buttonClass } from '@/components/ui/button';
import { SectionCard } from '@/components/ui/card';
import { FieldError, Input } from '@/components/ui/input';
import { paths } from '@/lib/paths';

type CheckoutUser = { email: string; firstName: string | null; lastName: string | null } | null;

/**
 * The checkout's contact form, filled with the account's email and name. Signing in on the page (or
 * the session arriving after the first render) fills them in without overwriting what was typed.
 */
export function useCheckoutContact(user: CheckoutUser) {
  const fullName = [user?.firstName, user?.lastName].filter(Boolean).join(' ');
  const form = useForm<CheckoutContact>({
    resolver: zodResolver(checkoutContactSchema),
    defaultValues: { email: user?.email ?? '', fullName },
  });
  const { reset, getValues } = form;
  const userEmail = user?.email ?? '';
  useEffect(() => {
    const current = getValues();
    reset({ email: current.email || userEmail, fullName: current.fullName || fullName });
  }, [userEmail, fullName, reset, getValues]);
  return form;
}

type Errors = ReturnType<typeof useCheckoutContact>['formState']['errors'];

/** Email and full name; a missing field is told once under both, a malformed email under it. */
export function ContactFields({
  register,
  errors,
}: {
  register: UseFormRegister<CheckoutContact>;
  errors: Errors;
}) {
  const missingRequired =
    errors.email?.message === REQUIRED_FIELDS_MESSAGE || errors.fullName?.message === REQUIRED_FIELDS_MESSAGE;
  const emailError =
    errors.email && errors.email.message !== REQUIRED_FIELDS_MESSAGE ? errors.email.message : undefined;
  const requiredId = 'checkout-required-error';
  return (
    <SectionCard title="Contact information">
      <div className="mt-4 space-y-4">
        <Field id="checkout-email" label="Email" error={emailError}>
          <Input
            id="checkout-email"
            type="email"
            autoComplete="email"
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? (emailError ? 'checkout-email-error' : requiredId) : undefined}
            {...register('email')}
          />
        </Field>
        <Field id="checkout-name" label="Full name">
          <Input
            id="checkout-name"
            autoComplete="name"
            aria-invalid={errors.fullName ? true : undefined}
            aria-describedby={errors.fullName ? requiredId : undefined}
            {...register('fullName')}
          />
        </Field>
        <FieldError id={requiredId} message={missingRequired ? REQUIRED_FIELDS_MESSAGE : undefined} />
      </div>
    </SectionCard>
  );
}

/** A visitor signs in first (the session is tied to an account) and comes back to this plan and billing. */
export function SignInFirst({ returnTo }: { returnTo: string }) {
  return (
    <SectionCard title="Sign in to continue" data-testid="checkout-sign-in">
      <p className="mt-2 text-sm text-stone-700">
        Your subscription belongs to your account. Sign in or create a free account and you'll come right back
        here with this plan and billing period; your email and name are filled in for you.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Link href={paths.loginWithRedirect(returnTo)} className={buttonClass('primary')}>
          Sign In
        </Link>
        <Link
          href={`${paths.register}?redirect=${encodeURIComponent(returnTo)}`}
          className={buttonClass('outline')}
        >
          Create Account
        </Link>
      </div>
    </SectionCard>
  );
}
