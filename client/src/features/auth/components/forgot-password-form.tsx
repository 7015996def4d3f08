import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FORGOT_PASSWORD_MESSAGE, forgotPasswordInputSchema } from '@shared/schemas/auth';
import { Button, buttonClass } from '@/components/ui/button';
import { useForgotPasswordMutation } from '../api/forgot-password';
import { AuthCard } from './auth-card';
import { AuthForm, BackToSignIn, useAuthForm } from './auth-form';
import { TextField } from './text-field';

/** Form, then the 'Check Your Email' confirmation; 'Try Different Email' returns to the form. */
export function ForgotPasswordForm() {
  const mutation = useForgotPasswordMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { form, failure, onSubmit, field, busy } = useAuthForm(
    { resolver: zodResolver(forgotPasswordInputSchema), defaultValues: { email: '' } },
    'Failed to send reset email. Please try again.',
    async (values) => {
      // The answer may carry nothing useful by design: the link only ever goes to the mailbox.
      await mutation.mutateAsync(values);
      setSentTo(values.email);
    },
  );

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
              form.reset({ email: '' });
              setSentTo(null);
            }}
          >
            Try Different Email
          </Button>
          <p className="text-center">
            <BackToSignIn />
          </p>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Forgot Password" subtitle="Enter the email of your account and we will send you a link to reset your password.">
      <AuthForm
        onSubmit={onSubmit}
        failure={failure}
        submit={{ label: 'Send Reset Link', busyLabel: 'Sending...', busy }}
      >
        <TextField id="email" label="Email" type="email" autoComplete="email" {...field('email')} />
      </AuthForm>
      <p className="mt-6 text-center text-sm">
        <BackToSignIn className={buttonClass('ghost', 'sm')} />
      </p>
    </AuthCard>
  );
}
