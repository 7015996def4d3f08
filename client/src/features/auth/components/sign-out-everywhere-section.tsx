import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useSignOutEverywhereMutation } from '../api/sign-out-everywhere';
import { failureText } from '../api/failure-text';
import { FormAlert } from '@/components/forms/form-alert';

/** Ends every session (a lost phone, a shared computer); `onSignedOut` signs this browser out too. */
export function SignOutEverywhereSection({ onSignedOut }: { onSignedOut: () => void }) {
  const mutation = useSignOutEverywhereMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const signOut = async () => {
    setFailure(null);
    try {
      await mutation.mutateAsync();
      onSignedOut();
    } catch (error) {
      setFailure(failureText(error, 'Failed to sign out everywhere. Please try again.'));
    }
  };
  return (
    <Card>
      <h2 className="text-lg font-semibold">Sign out everywhere</h2>
      <p className="mt-1 text-sm text-stone-700">
        Ends your session on every device and browser, this one included. Use it if you signed in on a
        computer you do not own or lost a device.
      </p>
      <div className="mt-3">
        <FormAlert message={failure} />
      </div>
      <Button variant="outline" className="mt-4" disabled={mutation.isPending} onClick={() => void signOut()}>
        {mutation.isPending ? 'Signing out...' : 'Sign out everywhere'}
      </Button>
    </Card>
  );
}
