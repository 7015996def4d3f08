import type { ColumnType, Generated } from 'kysely';

// Portable column types: timestamps are ISO-8601 text, booleans are 0/1 integers and documents are
// JSON text, so one set of migrations and queries runs on SQLite and PostgreSQL alike.

export interface UsersTable {
  id: string;
  email: string;
  email_lower: string;
  username: string;
  username_lower: string;
  password_hash: string;
  first_name: string | null;
  last_name: string | null;
  tier: ColumnType<'free' | 'pro', 'free' | 'pro' | undefined, 'free' | 'pro'>;
  /** Bumped on password reset or change: tokens carrying an older version stop working. */
  token_version: ColumnType<number, number | undefined, number>;
  stripe_customer_id: string | null;
  subscription_id: string | null;
  subscription_status: string | null;
  current_period_end: string | null;
  cancel_at_period_end: ColumnType<number, number | undefined, number>;
  created_at: string;
  updated_at: string;
}

export interface PasswordResetTokensTable {
  id: string;
  user_id: string;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/** The list's summary of a trip document (trips/core/trip-summary.ts), rewritten with it on every write. */
export interface TripSummaryTable {
  from_location: string | null;
  to_location: string | null;
  departure_date: string | null;
  return_date: string | null;
  /** The trip's duration as JSON (a number of days or the text the planner stored). */
  duration: string | null;
  rv_type: string | null;
  travel_style: string | null;
  status: string | null;
  plan_distance: number | null;
  plan_cost: number | null;
  has_plan: ColumnType<number, number | undefined, number>;
  summary_extra: ColumnType<string, string | undefined, string>;
}

export interface TripsTable extends TripSummaryTable {
  id: string;
  owner_id: string;
  title: string;
  /** The whole trip document (trip, AI plan, reservations, saved itinerary, expenses) as JSON. */
  data: string;
  version: ColumnType<number, number | undefined, number>;
  shared: ColumnType<number, number | undefined, number>;
  /** 1 when the trip counts toward the free plan's monthly quota (sample and demo trips do not). */
  counts_toward_quota: ColumnType<number, number | undefined, number>;
  /** 'user' for planned trips, 'demo' or 'sample' for seeded ones. */
  origin: ColumnType<'user' | 'demo' | 'sample', 'user' | 'demo' | 'sample' | undefined, 'user' | 'demo' | 'sample'>;
  created_at: string;
  updated_at: string;
}

export interface CheckoutSessionsTable {
  id: string;
  user_id: string;
  provider: 'stripe' | 'demo';
  price_id: string;
  billing: 'monthly' | 'yearly';
  status: 'open' | 'complete' | 'expired';
  customer_email: string;
  customer_name: string | null;
  current_period_end: string | null;
  /** When the subscription's free trial ends (Stripe's trial_end; the demo's completion + 7 days). */
  trial_end: string | null;
  created_at: string;
}

export interface ProcessedEventsTable {
  id: string;
  type: string;
  created_at: string;
}

export interface TripUsageTable {
  user_id: string;
  month: string;
  count: ColumnType<number, number | undefined, number>;
}

export interface TripRemindersTable {
  trip_id: string;
  user_id: string;
  created_at: string;
}

/** A stay (by the day that begins it) whose owner turned reminders on for that stay alone. */
export interface StayRemindersTable {
  trip_id: string;
  day: number;
  user_id: string;
  created_at: string;
}

/** One e-mail to send at `run_at` (ISO 8601 UTC, so text order is time order). */
export interface ReminderJobsTable {
  id: string;
  trip_id: string;
  user_id: string;
  /** The day that begins the stay. */
  day: number;
  kind: 'day-before' | 'hour-before';
  /** The stay's booking opening (ISO 8601 with offset) the job was planned for. */
  opens_at: string;
  run_at: string;
  status: 'pending' | 'running' | 'sent' | 'cancelled' | 'failed';
  /** Who holds the claim (a random token per claim) and until when. */
  claim_token: string | null;
  locked_until: string | null;
  attempts: ColumnType<number, number | undefined, number>;
  last_error: string | null;
  created_at: string;
  finished_at: string | null;
}

export interface Database {
  trip_reminders: TripRemindersTable;
  stay_reminders: StayRemindersTable;
  reminder_jobs: ReminderJobsTable;
  trip_usage: TripUsageTable;
  users: UsersTable;
  password_reset_tokens: PasswordResetTokensTable;
  trips: TripsTable;
  checkout_sessions: CheckoutSessionsTable;
  processed_events: ProcessedEventsTable;
  kv_cache: { key: string; value: string; expires_at: Generated<number> };
}
