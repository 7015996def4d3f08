import { zodResolver } from '@hookform/resolvers/zod';
import { registerInputSchema } from '@shared/schemas/auth';
import { paths } from '@/lib/paths';
import { useRegisterMutation } from '../api/register';
import { useAuth } from '../auth-context';
import { AuthCard } from './auth-card';
import { AuthForm, AuthSwitchFooter, useAuthForm } from './auth-form';
import { NewPasswordFields, TextField } from './text-field';

export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const auth = useAuth();
  const mutation = useRegisterMutation();
  const { failure, onSubmit, field, busy } = useAuthForm(
    {
      resolver: zodResolver(registerInputSchema),
      defaultValues: { firstName: '', lastName: '', email: '', username: '', password: '', confirmPassword: '' },
    },
    'Registration failed. Please try again.',
    async (values) => {
      const { token } = await mutation.mutateAsync(values);
      await auth.login(token);
      onRegistered();
    },
  );

  return (
    <AuthCard title="Create Your Account" subtitle="Start planning RV trips with 3 free trips every month.">
      <AuthForm
        onSubmit={onSubmit}
        failure={failure}
        submit={{ label: 'Create Account', busyLabel: 'Creating account...', busy }}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField id="firstName" label="First name (optional)" autoComplete="given-name" {...field('firstName')} />
          <TextField id="lastName" label="Last name (optional)" autoComplete="family-name" {...field('lastName')} />
        </div>
        <TextField id="email" label="Email" type="email" autoComplete="email" {...field('email')} />
        <TextField id="username" label="Username" autoComplete="username" {...field('username')} />
        <NewPasswordFields
          password={{ id: 'password', label: 'Password', passwordToggle: 'password', ...field('password') }}
          confirmation={{ id: 'confirmPassword', label: 'Confirm password', ...field('confirmPassword') }}
          hint="At least 8 characters."
        />
      </AuthForm>
      <AuthSwitchFooter prompt="Already have an account?" href={paths.login} linkText="Sign in" />
    </AuthCard>
  );
}
