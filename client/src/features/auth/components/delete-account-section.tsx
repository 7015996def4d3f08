import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { DELETE_CONFIRMATION_WORD, deleteAccountFormSchema } from '@shared/schemas/auth';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { useDeleteAccountMutation } from '../api/delete-account';
import { failureText } from '../api/failure-text';
import { FormAlert } from '@/components/forms/form-alert';
import { TextField } from './text-field';

/** Deleting needs the current password and the typed word DELETE; `onDeleted` signs out. */
export function DeleteAccountSection({ onDeleted }: { onDeleted: () => void }) {
  const [open, setOpen] = useState(false);
  const mutation = useDeleteAccountMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(deleteAccountFormSchema),
    defaultValues: { password: '', confirmation: '' },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      await mutation.mutateAsync({ password });
      setOpen(false);
      onDeleted();
    } catch (error) {
      setFailure(failureText(error, 'Failed to delete your account. Please try again.'));
    }
  });

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
            reset();
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
          <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Delete account">
            <FormAlert message={failure} />
            <TextField
              id="deletePassword"
              label="Current password"
              autoComplete="current-password"
              passwordToggle="current password"
              error={errors.password?.message}
              {...register('password')}
            />
            <TextField
              id="deleteConfirmation"
              label={
                <>
                  Type <strong>{DELETE_CONFIRMATION_WORD}</strong> to confirm
                </>
              }
              autoComplete="off"
              error={errors.confirmation?.message}
              {...register('confirmation')}
            />
            <div className="flex flex-wrap justify-end gap-2">
              <Button variant="outline" onClick={() => setOpen(false)} disabled={isSubmitting}>
                Cancel
              </Button>
              <Button type="submit" variant="danger" disabled={isSubmitting}>
                {isSubmitting ? 'Deleting...' : 'Delete My Account'}
              </Button>
            </div>
          </form>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
