import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'wouter';
import { loginInputSchema } from '@shared/schemas/auth';
import { paths } from '@/lib/paths';
import { useLoginMutation } from '../api/login';
import { useAuth } from '../auth-context';
import { AuthCard } from './auth-card';
import { AuthForm, AuthSwitchFooter, useAuthForm } from './auth-form';
import { TextField } from './text-field';

export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const auth = useAuth();
  const mutation = useLoginMutation();
  const { failure, onSubmit, field, busy } = useAuthForm(
    { resolver: zodResolver(loginInputSchema), defaultValues: { emailOrUsername: '', password: '' } },
    'Login failed. Please try again.',
    async (values) => {
      const { token } = await mutation.mutateAsync(values);
      await auth.login(token);
      onSignedIn();
    },
  );

  return (
    <AuthCard title="Sign In" subtitle="Welcome back! Sign in to plan and manage your RV trips.">
      <AuthForm
        onSubmit={onSubmit}
        failure={failure}
        submit={{ label: 'Sign In', busyLabel: 'Signing in...', busy }}
      >
        <TextField id="emailOrUsername" label="Email or username" autoComplete="username" {...field('emailOrUsername')} />
        <TextField
          id="password"
          label="Password"
          autoComplete="current-password"
          passwordToggle="password"
          {...field('password')}
        />
        <div className="text-right text-sm">
          <Link href={paths.forgotPassword} className="font-medium text-brand-700 hover:underline">
            Forgot password?
          </Link>
        </div>
      </AuthForm>
      <AuthSwitchFooter prompt="Don't have an account?" href={paths.register} linkText="Sign up" />
    </AuthCard>
  );
}
