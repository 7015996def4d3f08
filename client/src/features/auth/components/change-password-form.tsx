import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordFormSchema } from '@shared/schemas/auth';
import { Card } from '@/components/ui/card';
import { toastSuccess } from '@/components/ui/toast';
import { useChangePasswordMutation } from '../api/change-password';
import { useAuth } from '../auth-context';
import { AuthForm, SubmitButton, useAuthForm } from './auth-form';
import { NewPasswordFields, TextField } from './text-field';

export function ChangePasswordForm() {
  const auth = useAuth();
  const mutation = useChangePasswordMutation();
  const { form, failure, onSubmit, field, busy } = useAuthForm(
    {
      resolver: zodResolver(changePasswordFormSchema),
      defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    },
    'Failed to change password. Please try again.',
    async ({ currentPassword, newPassword }) => {
      const { token } = await mutation.mutateAsync({ currentPassword, newPassword });
      // Other sessions are signed out by the change; this one continues on the fresh token.
      await auth.login(token);
      form.reset();
      toastSuccess('Your password has been changed.');
    },
  );

  return (
    <Card>
      <h2 className="text-lg font-semibold">Change Password</h2>
      <p className="mt-1 text-sm text-stone-600">Changing your password signs you out on your other devices.</p>
      <AuthForm onSubmit={onSubmit} failure={failure} className="mt-4 space-y-4" label="Change password">
        <TextField
          id="currentPassword"
          label="Current password"
          autoComplete="current-password"
          passwordToggle="current password"
          {...field('currentPassword')}
        />
        <NewPasswordFields
          password={{ id: 'newPassword', label: 'New password', passwordToggle: 'new password', ...field('newPassword') }}
          confirmation={{ id: 'confirmNewPassword', label: 'Confirm new password', ...field('confirmPassword') }}
          hint="At least 8 characters."
        />
        <SubmitButton busy={busy} busyLabel="Changing...">
          Change Password
        </SubmitButton>
      </AuthForm>
    </Card>
  );
}
