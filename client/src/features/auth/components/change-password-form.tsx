import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { changePasswordFormSchema } from '@shared/schemas/auth';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { toastSuccess } from '@/components/ui/toast';
import { useChangePasswordMutation } from '../api/change-password';
import { failureText } from '../api/failure-text';
import { useAuth } from '../auth-context';
import { FormAlert } from '@/components/forms/form-alert';
import { TextField } from './text-field';

export function ChangePasswordForm() {
  const auth = useAuth();
  const mutation = useChangePasswordMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    setFailure(null);
    try {
      const { token } = await mutation.mutateAsync({ currentPassword, newPassword });
      // Other sessions are signed out by the change; this one continues on the fresh token.
      await auth.login(token);
      reset();
      toastSuccess('Your password has been changed.');
    } catch (error) {
      setFailure(failureText(error, 'Failed to change password. Please try again.'));
    }
  });

  return (
    <Card>
      <h2 className="text-lg font-semibold">Change Password</h2>
      <p className="mt-1 text-sm text-stone-600">Changing your password signs you out on your other devices.</p>
      <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4" aria-label="Change password">
        <FormAlert message={failure} />
        <TextField
          id="currentPassword"
          label="Current password"
          autoComplete="current-password"
          passwordToggle="current password"
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
        <TextField
          id="newPassword"
          label="New password"
          autoComplete="new-password"
          passwordToggle="new password"
          hint="At least 8 characters."
          error={errors.newPassword?.message}
          {...register('newPassword')}
        />
        <TextField
          id="confirmNewPassword"
          label="Confirm new password"
          autoComplete="new-password"
          passwordToggle="password confirmation"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Changing...' : 'Change Password'}
        </Button>
      </form>
    </Card>
  );
}
