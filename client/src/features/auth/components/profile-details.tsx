import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { updateProfileInputSchema } from '@shared/schemas/auth';
import type { User } from '@shared/schemas/user';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { toastSuccess } from '@/components/ui/toast';
import { useUpdateProfileMutation } from '../api/update-profile';
import { AuthForm, SubmitButton, useAuthForm } from './auth-form';
import { planLabel } from './plan-label';
import { TextField } from './text-field';

const memberSince = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
};

function EditNamesForm({ user, onDone }: { user: User; onDone: () => void }) {
  const mutation = useUpdateProfileMutation();
  const { failure, onSubmit, field, busy } = useAuthForm(
    {
      resolver: zodResolver(updateProfileInputSchema),
      defaultValues: { firstName: user.firstName ?? '', lastName: user.lastName ?? '' },
    },
    'Failed to update your profile. Please try again.',
    async (values) => {
      await mutation.mutateAsync(values);
      toastSuccess('Your profile has been updated.');
      onDone();
    },
  );
  return (
    <AuthForm onSubmit={onSubmit} failure={failure} className="mt-4 space-y-4" label="Edit name">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField id="firstName" label="First name" autoComplete="given-name" {...field('firstName')} />
        <TextField id="lastName" label="Last name" autoComplete="family-name" {...field('lastName')} />
      </div>
      <div className="flex flex-wrap gap-2">
        <SubmitButton busy={busy} busyLabel="Saving...">
          Save Changes
        </SubmitButton>
        <Button variant="outline" onClick={onDone} disabled={busy}>
          Cancel
        </Button>
      </div>
    </AuthForm>
  );
}

/** /profile: who the user is, their plan and since when; first and last name can be edited. */
export function ProfileDetails({ user }: { user: User }) {
  const [editing, setEditing] = useState(false);
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ');
  const rows: Array<[string, string]> = [
    ['Name', fullName || 'Not set'],
    ['Email', user.email],
    ['Username', user.username],
    ['Plan', planLabel(user.tier)],
    ['Member since', memberSince(user.createdAt)],
  ];
  return (
    <Card>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">Account details</h2>
        {editing ? null : (
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            Edit Name
          </Button>
        )}
      </div>
      {editing ? (
        <EditNamesForm user={user} onDone={() => setEditing(false)} />
      ) : (
        <dl className="mt-4 divide-y divide-stone-100">
          {rows.map(([term, value]) => (
            <div key={term} className="grid grid-cols-1 gap-1 py-3 sm:grid-cols-3">
              <dt className="text-sm font-medium text-stone-600">{term}</dt>
              <dd className="text-sm break-all text-stone-900 sm:col-span-2">{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </Card>
  );
}
