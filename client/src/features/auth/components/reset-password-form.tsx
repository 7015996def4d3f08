import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { TIMINGS } from '@shared/constants';
import { resetPasswordFormSchema } from '@shared/schemas/auth';
import { buttonClass } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { useResetPasswordMutation } from '../api/reset-password';
import { AuthCard } from './auth-card';
import { AuthForm, BackToSignIn, useAuthForm } from './auth-form';
import { NewPasswordFields } from './text-field';

/** /reset-password without a token in the URL: 'Invalid Reset Link' and a way to ask for a new one. */
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
  const [done, setDone] = useState(false);
  const { failure, onSubmit, field, busy } = useAuthForm(
    { resolver: zodResolver(resetPasswordFormSchema), defaultValues: { newPassword: '', confirmPassword: '' } },
    'Failed to reset password. Please try again.',
    async (values) => {
      // Submitting without a token raises this text.
      if (!token.trim()) return 'Reset token is missing';
      await mutation.mutateAsync({ token, newPassword: values.newPassword });
      setDone(true);
    },
  );

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(onDone, TIMINGS.resetRedirectMs);
    return () => clearTimeout(timer);
  }, [done, onDone]);

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
      <AuthForm
        onSubmit={onSubmit}
        failure={failure}
        submit={{ label: 'Reset Password', busyLabel: 'Resetting...', busy }}
      >
        <NewPasswordFields
          password={{ id: 'newPassword', label: 'New password', passwordToggle: 'new password', ...field('newPassword') }}
          confirmation={{ id: 'confirmPassword', label: 'Confirm new password', ...field('confirmPassword') }}
          hint="At least 6 characters."
        />
      </AuthForm>
      <p className="mt-6 text-center text-sm">
        <BackToSignIn />
      </p>
    </AuthCard>
  );
}
