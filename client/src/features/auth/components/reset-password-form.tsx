import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { TIMINGS } from '@shared/constants';
import { resetPasswordFormSchema } from '@shared/schemas/auth';
import { Button, buttonClass } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { failureText } from '../api/failure-text';
import { useResetPasswordMutation } from '../api/reset-password';
import { AuthCard } from './auth-card';
import { FormAlert } from '@/components/forms/form-alert';
import { TextField } from './text-field';

/** SPEC 2 and 4: no token gives this view. */
export function InvalidResetLink() {
  return (
    <AuthCard title="Invalid Reset Link">
      <p className="text-sm text-stone-700">This password reset link is invalid or incomplete. Please request a new one.</p>
      <Link href={paths.forgotPassword} className={buttonClass('primary', 'md', 'mt-6 w-full')}>
        Request New Link
      </Link>
    </AuthCard>
  );
}

/** Form, then 'Password Reset Successful!' and `onDone` (go to sign-in) after 3 s. */
export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const mutation = useResetPasswordMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(onDone, TIMINGS.resetRedirectMs);
    return () => clearTimeout(timer);
  }, [done, onDone]);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    // SPEC 5: submitting without a token raises this text.
    if (!token.trim()) {
      setFailure('Reset token is missing');
      return;
    }
    try {
      await mutation.mutateAsync({ token, newPassword: values.newPassword });
      setDone(true);
    } catch (error) {
      setFailure(failureText(error, 'Failed to reset password. Please try again.'));
    }
  });

  if (done) {
    return (
      <AuthCard title="Password Reset Successful!">
        <p role="status" className="text-sm text-stone-700">
          Your password has been changed. Taking you to sign in...
        </p>
        <Link href={paths.login} className={buttonClass('primary', 'md', 'mt-6 w-full')}>
          Sign In Now
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Reset Password" subtitle="Choose a new password for your account.">
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormAlert message={failure} />
        <TextField
          id="newPassword"
          label="New password"
          autoComplete="new-password"
          passwordToggle="new password"
          hint="At least 6 characters."
          error={errors.newPassword?.message}
          {...register('newPassword')}
        />
        <TextField
          id="confirmPassword"
          label="Confirm new password"
          autoComplete="new-password"
          passwordToggle="password confirmation"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Resetting...' : 'Reset Password'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm">
        <Link href={paths.login} className="font-medium text-brand-700 hover:underline">
          Back to Sign In
        </Link>
      </p>
    </AuthCard>
  );
}
