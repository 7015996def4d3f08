import crypto from 'node:crypto';
import bcrypt from 'bcryptjs';
import type { UserRow } from '../auth/users.repository';
import { signToken } from '../auth/core/tokens';
import type { Db } from '../db/database';

let counter = 0;

/** Inserts a user straight into the database and signs a session token for it. */
export async function createTestUser(
  db: Db,
  secret: string,
  overrides: Partial<UserRow> & { password?: string } = {},
): Promise<{ user: UserRow; token: string; password: string }> {
  counter += 1;
  const suffix = `${Date.now().toString(36)}${counter}${crypto.randomBytes(2).toString('hex')}`;
  const password = overrides.password ?? 'correct horse battery';
  const now = new Date().toISOString();
  const { password: _ignored, ...fields } = overrides;
  const email = overrides.email ?? `user${suffix}@example.com`;
  const username = overrides.username ?? `user${suffix}`;
  const user: UserRow = {
    id: crypto.randomUUID(),
    email,
    email_lower: email.toLowerCase(),
    username,
    username_lower: username.toLowerCase(),
    password_hash: await bcrypt.hash(password, 4),
    first_name: 'Test',
    last_name: 'User',
    tier: 'free',
    token_version: 0,
    stripe_customer_id: null,
    subscription_id: null,
    subscription_status: null,
    current_period_end: null,
    cancel_at_period_end: 0,
    created_at: now,
    updated_at: now,
    ...fields,
  };
  await db.insertInto('users').values(user).execute();
  return { user, token: signToken(secret, user.id, user.token_version), password };
}

let registrations = 0;

/** A valid, unique registration form (email and username never taken before in the run). */
export function registrationInput(overrides: Record<string, string> = {}) {
  registrations += 1;
  const id = `${Date.now().toString(36)}${registrations}${crypto.randomBytes(2).toString('hex')}`;
  return {
    email: `Traveller${id}@Example.com`,
    username: `Rover_${id}`,
    password: 'correct horse battery',
    confirmPassword: 'correct horse battery',
    firstName: 'Ann',
    lastName: 'Rivers',
    ...overrides,
  };
}

/** A plan request for the Denver to Moab test trip: a short, well-known drive on the bundled data. */
export function denverMoabInput(overrides: Record<string, unknown> = {}) {
  return {
    fromLocation: 'Denver, CO',
    toLocation: 'Moab, UT',
    departureDate: '2026-07-01',
    duration: 4,
    rvType: 'class-c',
    travelStyle: 'scenic',
    ...overrides,
  };
}

export function testTrip(overrides: Record<string, unknown> = {}) {
  const id = Array.from(crypto.randomBytes(8), (b) => 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'[b % 36]).join(
    '',
  );
  return {
    id,
    title: 'Rockies loop',
    fromLocation: 'Denver, CO',
    toLocation: 'Moab, UT',
    departureDate: '2030-06-01',
    duration: 5,
    rvType: 'class-c',
    travelStyle: 'scenic',
    planningMode: 'manual',
    specialNeeds: [],
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}
