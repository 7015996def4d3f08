import crypto from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { PasswordResetTokensTable } from '../db/schema';

export type ResetTokenRow = Selectable<PasswordResetTokensTable>;

/** Only the SHA-256 of a reset token is stored: a leaked table cannot be used to reset passwords. */
export function hashResetToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** Stores a token valid for `ttlMs` from `now`; one clock reading for both columns. */
export async function createResetToken(db: Db, userId: string, tokenHash: string, ttlMs: number, now = new Date()): Promise<void> {
  await db
    .insertInto('password_reset_tokens')
    .values({
      id: crypto.randomUUID(),
      user_id: userId,
      token_hash: tokenHash,
      expires_at: new Date(now.getTime() + ttlMs).toISOString(),
      used_at: null,
      created_at: now.toISOString(),
    })
    .execute();
}

/** An unused, unexpired token with this hash, or undefined. */
export function findUsableResetToken(db: Db, tokenHash: string, now = new Date()): Promise<ResetTokenRow | undefined> {
  return db
    .selectFrom('password_reset_tokens')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
}

/**
 * Marks this token used, unless another request used it first (false then), and every other
 * unused token of the user with it: a reset invalidates all links issued before it.
 */
export async function consumeResetTokens(db: Db, token: ResetTokenRow, now = new Date()): Promise<boolean> {
  const usedAt = now.toISOString();
  const claimed = await db
    .updateTable('password_reset_tokens')
    .set({ used_at: usedAt })
    .where('id', '=', token.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return false;
  await db
    .updateTable('password_reset_tokens')
    .set({ used_at: usedAt })
    .where('user_id', '=', token.user_id)
    .where('used_at', 'is', null)
    .execute();
  return true;
}

/** Housekeeping: expired or used tokens older than a day serve no purpose. */
export async function deleteStaleResetTokens(db: Db, now = new Date()): Promise<void> {
  const cutoff = new Date(now.getTime() - 24 * 60 * 60 * 1000).toISOString();
  await db.deleteFrom('password_reset_tokens').where('expires_at', '<', cutoff).execute();
}

/**
 * Every unused reset link of the user stops working: after a password change or "sign out
 * everywhere", a link mailed before it cannot be used to take the account back.
 */
export async function revokeResetTokens(db: Db, userId: string, now = new Date()): Promise<void> {
  await db
    .updateTable('password_reset_tokens')
    .set({ used_at: now.toISOString() })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}
