import { z } from 'zod';

// The sign-in, register and password forms' messages, shared by the forms and the API routes.
const utf8Bytes = (value: string) => new TextEncoder().encode(value).length;
// bcrypt reads only the first 72 bytes: longer passwords are refused rather than silently truncated.
const PASSWORD_MAX_BYTES = 72;
const passwordMaxMessage = 'Password must be at most 72 bytes long';

export const loginInputSchema = z.object({
  emailOrUsername: z.string({ error: 'Email or username is required' }).trim().min(1, 'Email or username is required').max(320, 'Email or username is too long'),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1024, passwordMaxMessage),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

export const registerInputSchema = z
  .object({
    email: z.string({ error: 'Invalid email address' }).trim().max(320, 'Invalid email address').email('Invalid email address'),
    username: z
      .string({ error: 'Username must be at least 3 characters' })
      .trim()
      .min(3, 'Username must be at least 3 characters')
      .max(30, 'Username must be at most 30 characters')
      .regex(/^[A-Za-z0-9_.-]+$/, 'Username may contain only letters, numbers, dots, dashes and underscores'),
    password: z
      .string({ error: 'Password must be at least 8 characters' })
      .min(8, 'Password must be at least 8 characters')
      .refine((v) => utf8Bytes(v) <= PASSWORD_MAX_BYTES, passwordMaxMessage),
    confirmPassword: z.string({ error: "Passwords don't match" }),
    firstName: z.string().trim().max(100, 'First name is too long').optional(),
    lastName: z.string().trim().max(100, 'Last name is too long').optional(),
  })
  .refine((v) => v.password === v.confirmPassword, { message: "Passwords don't match", path: ['confirmPassword'] });
export type RegisterInput = z.infer<typeof registerInputSchema>;

export const forgotPasswordInputSchema = z.object({
  email: z
    .string({ error: 'Please enter a valid email address' })
    .trim()
    .max(320, 'Please enter a valid email address')
    .email('Please enter a valid email address'),
});
export type ForgotPasswordInput = z.infer<typeof forgotPasswordInputSchema>;

export const newPasswordSchema = z
  .string({ error: 'Password must be at least 6 characters long' })
  .min(6, 'Password must be at least 6 characters long')
  .refine((v) => utf8Bytes(v) <= PASSWORD_MAX_BYTES, passwordMaxMessage);

export const resetPasswordFormSchema = z
  .object({ newPassword: newPasswordSchema, confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, { message: "Passwords don't match", path: ['confirmPassword'] });

export const resetPasswordInputSchema = z.object({
  token: z.string({ error: 'Reset token is missing' }).min(1, 'Reset token is missing').max(200, 'Invalid or expired reset link'),
  newPassword: newPasswordSchema,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordInputSchema>;

/** A new account password: the register rules (at least 8 characters, at most 72 bytes). */
export const accountPasswordSchema = z
  .string({ error: 'Password must be at least 8 characters' })
  .min(8, 'Password must be at least 8 characters')
  .refine((v) => utf8Bytes(v) <= PASSWORD_MAX_BYTES, passwordMaxMessage);

const currentPasswordSchema = z
  .string({ error: 'Current password is required' })
  .min(1, 'Current password is required')
  .max(1024, passwordMaxMessage);

export const changePasswordInputSchema = z.object({
  currentPassword: currentPasswordSchema,
  newPassword: accountPasswordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>;

export const changePasswordFormSchema = z
  .object({ currentPassword: currentPasswordSchema, newPassword: accountPasswordSchema, confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, { message: "Passwords don't match", path: ['confirmPassword'] });
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

const optionalName = (label: string) =>
  z
    .string()
    .trim()
    .max(100, `${label} is too long`)
    .optional()
    .nullable();

export const updateProfileInputSchema = z.object({
  firstName: optionalName('First name'),
  lastName: optionalName('Last name'),
});
export type UpdateProfileInput = z.infer<typeof updateProfileInputSchema>;

/** Typed confirmation for deleting an account; the form asks for this exact word. */
export const DELETE_CONFIRMATION_WORD = 'DELETE';

export const deleteAccountInputSchema = z.object({
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1024, passwordMaxMessage),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountInputSchema>;

export const deleteAccountFormSchema = deleteAccountInputSchema.extend({
  confirmation: z.string().refine((v) => v === DELETE_CONFIRMATION_WORD, `Type ${DELETE_CONFIRMATION_WORD} to confirm`),
});
export type DeleteAccountForm = z.infer<typeof deleteAccountFormSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** The forgot-password answer, the same whether or not the account exists. */
export const FORGOT_PASSWORD_MESSAGE =
  'If an account with that email exists, you will receive a password reset link within a few minutes.';
export const INVALID_RESET_LINK_MESSAGE = 'Invalid or expired reset link';
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email/username or password';
