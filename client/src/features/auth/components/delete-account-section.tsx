import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { DELETE_CONFIRMATION_WORD, deleteAccountFormSchema } from '@shared/schemas/auth';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { useDeleteAccountMutation } from '../api/delete-account';
import { AuthForm, SubmitButton, useAuthForm } from './auth-form';
import { TextField } from './text-field';

/** Deleting needs the current password and the typed word DELETE; `onDeleted` signs out. */
export function DeleteAccountSection({ onDeleted }: { onDeleted: () => void }) {
  const [open, setOpen] = useState(false);
  const mutation = useDeleteAccountMutation();
  const { form, failure, setFailure, onSubmit, field, busy } = useAuthForm(
    { resolver: zodResolver(deleteAccountFormSchema), defaultValues: { password: '', confirmation: '' } },
    'Failed to delete your account. Please try again.',
    async ({ password }) => {
      await mutation.mutateAsync({ password });
      setOpen(false);
      onDeleted();
    },
  );

  return (
    <Card className="border-red-200">
      <h2 className="text-lg font-semibold text-red-800">Delete Account</h2>
      <p className="mt-1 text-sm text-stone-700">
        Permanently deletes your account and every trip stored with it. This cannot be undone.
      </p>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) {
            form.reset();
            setFailure(null);
          }
        }}
      >
        <DialogTrigger asChild>
          <Button variant="danger" className="mt-4">
            Delete Account
          </Button>
        </DialogTrigger>
        <DialogContent
          title="Delete your account?"
          description="Your account, your trips and your settings will be removed for good."
        >
          <AuthForm onSubmit={onSubmit} failure={failure} label="Delete account">
            <TextField
              id="deletePassword"
              label="Current password"
              autoComplete="current-password"
              passwordToggle="current password"
              {...field('password')}
            />
            <TextField
              id="deleteConfirmation"
              label={
                <>
                  Type <strong>{DELETE_CONFIRMATION_WORD}</strong> to confirm
                </>
              }
              autoComplete="off"
              {...field('confirmation')}
            />
            <div className="flex flex-wrap justify-end gap-2">
              <Button variant="outline" onClick={() => setOpen(false)} disabled={busy}>
                Cancel
              </Button>
              <SubmitButton variant="danger" busy={busy} busyLabel="Deleting...">
                Delete My Account
              </SubmitButton>
            </div>
          </AuthForm>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
