import crypto from 'node:crypto';
import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import type { User } from '@shared/schemas/user';
import type { Db } from '../db/database';
import type { UsersTable } from '../db/schema';

export type UserRow = Selectable<UsersTable>;

export function toPublicUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    firstName: row.first_name,
    lastName: row.last_name,
    tier: row.tier,
    createdAt: row.created_at,
  };
}

export function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Case-insensitive lookup by email or username (sign-in accepts either). */
export function findUserByLogin(db: Db, emailOrUsername: string): Promise<UserRow | undefined> {
  const key = emailOrUsername.trim().toLowerCase();
  return db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb.or([eb('email_lower', '=', key), eb('username_lower', '=', key)]))
    .orderBy('created_at')
    .executeTakeFirst();
}

export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email_lower', '=', email.trim().toLowerCase()).executeTakeFirst();
}

export function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('username_lower', '=', username.trim().toLowerCase())
    .executeTakeFirst();
}

export type NewUser = {
  email: string;
  username: string;
  passwordHash: string;
  firstName?: string | null;
  lastName?: string | null;
};

export async function createUser(db: Db, input: NewUser): Promise<UserRow> {
  const now = new Date().toISOString();
  const id = crypto.randomUUID();
  await db
    .insertInto('users')
    .values({
      id,
      email: input.email,
      email_lower: input.email.toLowerCase(),
      username: input.username,
      username_lower: input.username.toLowerCase(),
      password_hash: input.passwordHash,
      first_name: input.firstName || null,
      last_name: input.lastName || null,
      stripe_customer_id: null,
      subscription_id: null,
      subscription_status: null,
      current_period_end: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const row = await findUserById(db, id);
  if (!row) throw new Error('User vanished right after insert');
  return row;
}

/** True when a write failed on a unique index (SQLite or PostgreSQL). */
export function isUniqueViolation(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const code = 'code' in error ? String(error.code) : '';
  return code === '23505' || code.startsWith('SQLITE_CONSTRAINT_UNIQUE') || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

export async function updateUserNames(
  db: Db,
  id: string,
  names: { firstName?: string | null; lastName?: string | null },
): Promise<UserRow | undefined> {
  const values: { first_name?: string | null; last_name?: string | null; updated_at: string } = {
    updated_at: new Date().toISOString(),
  };
  if (names.firstName !== undefined) values.first_name = names.firstName || null;
  if (names.lastName !== undefined) values.last_name = names.lastName || null;
  await db.updateTable('users').set(values).where('id', '=', id).execute();
  return findUserById(db, id);
}

/** Sets a new hash and bumps the token version, so every session token issued before stops working. */
export async function updatePassword(db: Db, id: string, passwordHash: string): Promise<UserRow | undefined> {
  await db
    .updateTable('users')
    .set({
      password_hash: passwordHash,
      token_version: sql<number>`token_version + 1`,
      updated_at: new Date().toISOString(),
    })
    .where('id', '=', id)
    .execute();
  return findUserById(db, id);
}

/** Deletes the user; trips, reset tokens and checkout sessions go with it (ON DELETE CASCADE). */
export async function deleteUser(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('users').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Ends every session of the user: tokens carry the version they were issued with. */
export async function bumpTokenVersion(db: Db, id: string): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ token_version: sql<number>`token_version + 1`, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
