import type { UserRow } from '../auth/users.repository';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { createTestUser as createUser } from './factories';

/** A user with no name yet (as a fresh sign-up), signed with the app's own secret. */
export const createTestUser = (db: Db, config: Config, overrides: Partial<UserRow> = {}) =>
  createUser(db, config.jwtSecret, { first_name: null, last_name: null, ...overrides });
