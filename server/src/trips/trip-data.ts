import type { Expense, ServerTrip, TripDocument } from '@shared/schemas/trip-document';
import { TRIP_DOCUMENT_MAX_BYTES } from '@shared/schemas/trip-document';
import { HttpError } from '../http/errors';
import { sharedViewOf } from './core/shared-view';
import { summaryColumns } from './core/trip-summary';
import type { TripRow } from './trips.repository';

/** What the `data` column of a trip holds. */
export type StoredData = {
  trip: ServerTrip;
  aiPlan: Record<string, unknown> | null;
  reservations: Record<string, unknown> | null;
  savedItinerary: Record<string, unknown> | null;
  expenses: Expense[];
  notes: string;
  /** The owner's choice when sharing: show notes, expenses and confirmation numbers to viewers. */
  sharePrivateDetails?: boolean;
};

export function parseData(row: TripRow): StoredData {
  const data = JSON.parse(row.data) as Partial<StoredData>;
  return {
    trip: data.trip ?? { id: row.id },
    aiPlan: data.aiPlan ?? null,
    reservations: data.reservations ?? null,
    savedItinerary: data.savedItinerary ?? null,
    expenses: data.expenses ?? [],
    notes: data.notes ?? '',
    sharePrivateDetails: data.sharePrivateDetails === true,
  };
}

export function serialize(data: StoredData): string {
  const json = JSON.stringify(data);
  if (Buffer.byteLength(json, 'utf8') > TRIP_DOCUMENT_MAX_BYTES) {
    throw new HttpError(
      413,
      `This trip is too large to save (the limit is ${TRIP_DOCUMENT_MAX_BYTES / 1024} kB).`,
    );
  }
  return json;
}

/**
 * The document as the owner reads it (everything), or as someone else reads a shared trip: only what
 * a visitor is meant to see (sharedViewOf), unless the owner chose to include private details.
 */
export function toDocument(row: TripRow, readOnly: boolean): TripDocument {
  const { sharePrivateDetails, ...data } = parseData(row);
  const base = {
    id: row.id,
    version: row.version,
    shared: row.shared === 1,
    readOnly,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    ...data,
    // A trip stored before the server set createdAt (saved through the API without one) reads the row's.
    trip: { ...data.trip, id: row.id, createdAt: data.trip.createdAt ?? row.created_at },
  };
  if (!readOnly) return { ...base, sharePrivateDetails };
  if (sharePrivateDetails) return base;
  return { ...base, ...sharedViewOf({ ...data, trip: base.trip }) };
}

function titleOf(trip: ServerTrip): string {
  const title = trip.title?.trim() || [trip.fromLocation, trip.toLocation].filter(Boolean).join(' to ');
  return (title || 'Untitled trip').slice(0, 200);
}

/** The columns written with a document: its title and the list's summary. */
export function listColumns(data: StoredData) {
  return { title: titleOf(data.trip), ...summaryColumns(data.trip, data.aiPlan) };
}
