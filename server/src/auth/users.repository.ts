import type { Selectable } from 'kysely';
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
