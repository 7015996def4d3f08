import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { loginInputSchema } from '@shared/schemas/auth';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { failureText } from '../api/failure-text';
import { useLoginMutation } from '../api/login';
import { useAuth } from '../auth-context';
import { AuthCard } from './auth-card';
import { FormAlert } from '@/components/forms/form-alert';
import { TextField } from './text-field';

export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const auth = useAuth();
  const mutation = useLoginMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(loginInputSchema), defaultValues: { emailOrUsername: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { token } = await mutation.mutateAsync(values);
      await auth.login(token);
      onSignedIn();
    } catch (error) {
      setFailure(failureText(error, 'Login failed. Please try again.'));
    }
  });

  return (
    <AuthCard title="Sign In" subtitle="Welcome back! Sign in to plan and manage your RV trips.">
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormAlert message={failure} />
        <TextField
          id="emailOrUsername"
          label="Email or username"
          autoComplete="username"
          error={errors.emailOrUsername?.message}
          {...register('emailOrUsername')}
        />
        <TextField
          id="password"
          label="Password"
          autoComplete="current-password"
          passwordToggle="password"
          error={errors.password?.message}
          {...register('password')}
        />
        <div className="text-right text-sm">
          <Link href={paths.forgotPassword} className="font-medium text-brand-700 hover:underline">
            Forgot password?
          </Link>
        </div>
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-stone-700">
        Don&apos;t have an account?{' '}
        <Link href={paths.register} className="font-medium text-brand-700 hover:underline">
          Sign up
        </Link>
      </p>
      <p className="mt-2 text-center text-sm">
        <Link href={paths.home} className="text-stone-600 hover:underline">
          Back to home
        </Link>
      </p>
    </AuthCard>
  );
}
