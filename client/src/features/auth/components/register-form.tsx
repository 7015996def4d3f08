import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { registerInputSchema } from '@shared/schemas/auth';
import { Button } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { failureText } from '../api/failure-text';
import { useRegisterMutation } from '../api/register';
import { useAuth } from '../auth-context';
import { AuthCard } from './auth-card';
import { FormAlert } from '@/components/forms/form-alert';
import { TextField } from './text-field';

export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const auth = useAuth();
  const mutation = useRegisterMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(registerInputSchema),
    defaultValues: { firstName: '', lastName: '', email: '', username: '', password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { token } = await mutation.mutateAsync(values);
      await auth.login(token);
      onRegistered();
    } catch (error) {
      setFailure(failureText(error, 'Registration failed. Please try again.'));
    }
  });

  return (
    <AuthCard title="Create Your Account" subtitle="Start planning RV trips with 3 free trips every month.">
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormAlert message={failure} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField id="firstName" label="First name (optional)" autoComplete="given-name" error={errors.firstName?.message} {...register('firstName')} />
          <TextField id="lastName" label="Last name (optional)" autoComplete="family-name" error={errors.lastName?.message} {...register('lastName')} />
        </div>
        <TextField id="email" label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
        <TextField id="username" label="Username" autoComplete="username" error={errors.username?.message} {...register('username')} />
        <TextField
          id="password"
          label="Password"
          autoComplete="new-password"
          passwordToggle="password"
          hint="At least 8 characters."
          error={errors.password?.message}
          {...register('password')}
        />
        <TextField
          id="confirmPassword"
          label="Confirm password"
          autoComplete="new-password"
          passwordToggle="password confirmation"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Creating account...' : 'Create Account'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-stone-700">
        Already have an account?{' '}
        <Link href={paths.login} className="font-medium text-brand-700 hover:underline">
          Sign in
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
