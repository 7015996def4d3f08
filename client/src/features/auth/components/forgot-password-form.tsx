import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { FORGOT_PASSWORD_MESSAGE, forgotPasswordInputSchema } from '@shared/schemas/auth';
import { Button, buttonClass } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { failureText } from '../api/failure-text';
import { useForgotPasswordMutation } from '../api/forgot-password';
import { AuthCard } from './auth-card';
import { FormAlert } from '@/components/forms/form-alert';
import { TextField } from './text-field';

/** SPEC 4: form, then the 'Check Your Email' confirmation; 'Try Different Email' returns to the form. */
export function ForgotPasswordForm() {
  const mutation = useForgotPasswordMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(forgotPasswordInputSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      // The answer may carry nothing useful by design: the link only ever goes to the mailbox.
      await mutation.mutateAsync(values);
      setSentTo(values.email);
    } catch (error) {
      setFailure(failureText(error, 'Failed to send reset email. Please try again.'));
    }
  });

  if (sentTo) {
    return (
      <AuthCard title="Check Your Email">
        <div className="space-y-4 text-sm text-stone-700">
          <p>
            We sent password reset instructions to <strong className="break-all text-stone-900">{sentTo}</strong>.
          </p>
          <p>{FORGOT_PASSWORD_MESSAGE}</p>
          <Button
            variant="outline"
            className="w-full"
            onClick={() => {
              reset({ email: '' });
              setSentTo(null);
            }}
          >
            Try Different Email
          </Button>
          <p className="text-center">
            <Link href={paths.login} className="font-medium text-brand-700 hover:underline">
              Back to Sign In
            </Link>
          </p>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Forgot Password" subtitle="Enter the email of your account and we will send you a link to reset your password.">
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormAlert message={failure} />
        <TextField id="email" label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Sending...' : 'Send Reset Link'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm">
        <Link href={paths.login} className={buttonClass('ghost', 'sm')}>
          Back to Sign In
        </Link>
      </p>
    </AuthCard>
  );
}
