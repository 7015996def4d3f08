import type { User } from '@shared/schemas/user';

/** How screens greet and name the signed-in user: first name, else username, else 'Account' (SPEC order). */
export const displayNameOf = (user: Pick<User, 'firstName' | 'username'> | null | undefined): string =>
  user?.firstName?.trim() || user?.username || 'Account';
