import crypto from 'node:crypto';
import bcrypt from 'bcryptjs';
import type { UserRow } from '../auth/users.repository';
import { signToken } from '../auth/tokens';
import type { Config } from '../config';
import type { Db } from '../db/database';

/** Inserts a user straight into the database and signs a session token for it. */
export async function createTestUser(
  db: Db,
  config: Config,
  overrides: Partial<UserRow> = {},
): Promise<{ user: UserRow; token: string; password: string }> {
  const id = overrides.id ?? crypto.randomUUID();
  const suffix = crypto.randomBytes(4).toString('hex');
  const email = overrides.email ?? `user-${suffix}@example.com`;
  const username = overrides.username ?? `user_${suffix}`;
  const password = 'correct horse battery';
  const stamp = new Date().toISOString();
  const user: UserRow = {
    id,
    email,
    email_lower: email.toLowerCase(),
    username,
    username_lower: username.toLowerCase(),
    password_hash: bcrypt.hashSync(password, 4),
    first_name: null,
    last_name: null,
    tier: 'free',
    token_version: 0,
    stripe_customer_id: null,
    subscription_id: null,
    subscription_status: null,
    current_period_end: null,
    cancel_at_period_end: 0,
    created_at: stamp,
    updated_at: stamp,
    ...overrides,
  };
  await db.insertInto('users').values(user).execute();
  return { user, token: signToken(config.jwtSecret, id, user.token_version), password };
}
