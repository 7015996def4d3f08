import type { TripPlan } from '@shared/schemas/plan';
import { parseStoredPlan } from '@shared/schemas/plan';
import type { NewTrip, Reservations, SavedItinerary, Trip } from '@shared/schemas/trip';
import { reservationsSchema, savedItinerarySchema, tripSchema } from '@shared/schemas/trip';
import { generateTripId } from '@shared/trips/rules';

/** The three methods of the Web Storage API the helper needs; tests hand it a Map-backed fake. */
export type StorageLike = {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
};

export type WarnLogger = (message: string, ...details: unknown[]) => void;

// The browser storage keys of trips, plans and reservations.
export const tripStorageKeys = {
  trips: 'trips',
  savedItineraries: 'savedItineraries',
  aiPlan: (id: string) => `trip_${id}_ai_plan`,
  reservations: (id: string) => `trip_${id}_reservations`,
} as const;

/** A write that did not happen (quota full, storage missing); the UI tells the user. */
export class TripStorageError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'TripStorageError';
  }
}

/**
 * The one place trips are read and written. Reads never throw: corrupt or missing data
 * logs a warning and gives the fallback. Writes reject with TripStorageError so callers can keep
 * what the user typed and say so. Async so a server transport fits behind the same interface.
 */
export interface TripStore {
  list(): Promise<Trip[]>;
  get(id: string): Promise<Trip | null>;
  save(input: NewTrip): Promise<Trip>;
  update(id: string, patch: Partial<Omit<Trip, 'id' | 'createdAt'>>): Promise<Trip | null>;
  delete(id: string): Promise<void>;
  getAiPlan(id: string): Promise<TripPlan | null>;
  saveAiPlan(id: string, plan: TripPlan): Promise<void>;
  getReservations(id: string): Promise<Reservations>;
  saveReservations(id: string, reservations: Reservations): Promise<void>;
  listSavedItineraries(): Promise<SavedItinerary[]>;
  saveItinerary(entry: Omit<SavedItinerary, 'id' | 'savedAt'>): Promise<SavedItinerary>;
}

export type LocalTransportOptions = {
  warn?: WarnLogger;
  now?: () => Date;
  newId?: () => string;
};

/** Reads, parses and writes JSON values in a StorageLike without ever throwing on read. */
export function createJsonStorage(storage: StorageLike | null, warn: WarnLogger = defaultWarn) {
  function readRaw(key: string): string | null {
    if (!storage) {
      warn(`Local storage is unavailable; "${key}" could not be read`);
      return null;
    }
    try {
      return storage.getItem(key);
    } catch (error) {
      warn(`Could not read "${key}" from local storage`, error);
      return null;
    }
  }
  function read(key: string): unknown {
    const raw = readRaw(key);
    if (raw === null) return undefined;
    try {
      return JSON.parse(raw) as unknown;
    } catch (error) {
      warn(`Ignoring corrupt JSON in local storage key "${key}"`, error);
      return undefined;
    }
  }
  function writeRaw(key: string, value: string): void {
    if (!storage) throw new TripStorageError(`Local storage is unavailable; "${key}" was not saved`);
    try {
      storage.setItem(key, value);
    } catch (error) {
      warn(`Could not write "${key}" to local storage`, error);
      throw new TripStorageError(`Could not save "${key}"`, { cause: error });
    }
  }
  function remove(key: string): void {
    try {
      storage?.removeItem(key);
    } catch (error) {
      warn(`Could not remove "${key}" from local storage`, error);
    }
  }
  return {
    readRaw,
    read,
    write: (key: string, value: unknown) => writeRaw(key, JSON.stringify(value)),
    writeRaw,
    remove,
  };
}

function defaultWarn(message: string, ...details: unknown[]) {
  console.warn(message, ...details);
}

type LocalContext = {
  json: ReturnType<typeof createJsonStorage>;
  warn: WarnLogger;
  now: () => Date;
  newId: () => string;
};

// Raw entries are kept as they are on rewrite, so one unreadable trip never erases the others.
function rawTrips({ json, warn }: LocalContext): unknown[] {
  const value = json.read(tripStorageKeys.trips);
  if (value === undefined) return [];
  if (!Array.isArray(value)) {
    warn('Ignoring local storage key "trips": it is not a list');
    return [];
  }
  return value;
}

const idOf = (entry: unknown) =>
  entry && typeof entry === 'object' && 'id' in entry && typeof entry.id === 'string' ? entry.id : null;

function parseTrip({ warn }: LocalContext, entry: unknown): Trip | null {
  const parsed = tripSchema.safeParse(entry);
  if (parsed.success) return parsed.data;
  warn(
    `Ignoring an unreadable trip in local storage (${idOf(entry) ?? 'no id'})`,
    parsed.error.issues[0]?.message,
  );
  return null;
}

function saveTrip(ctx: LocalContext, input: NewTrip): Trip {
  const existing = rawTrips(ctx);
  let id = ctx.newId();
  while (existing.some((e) => idOf(e) === id)) id = ctx.newId();
  const trip = tripSchema.parse({
    ...input,
    specialNeeds: input.specialNeeds ?? [],
    id,
    createdAt: ctx.now().toISOString(),
  });
  ctx.json.write(tripStorageKeys.trips, [...existing, trip]);
  return trip;
}

function updateTrip(
  ctx: LocalContext,
  id: string,
  patch: Partial<Omit<Trip, 'id' | 'createdAt'>>,
): Trip | null {
  const existing = rawTrips(ctx);
  const index = existing.findIndex((e) => idOf(e) === id);
  if (index === -1) return null;
  const current = parseTrip(ctx, existing[index]);
  if (!current) return null;
  const next = tripSchema.parse({
    ...current,
    ...patch,
    id,
    createdAt: current.createdAt,
    lastModified: ctx.now().toISOString(),
  });
  const copy = [...existing];
  copy[index] = next;
  ctx.json.write(tripStorageKeys.trips, copy);
  return next;
}

function deleteTrip(ctx: LocalContext, id: string): void {
  const { json } = ctx;
  json.write(
    tripStorageKeys.trips,
    rawTrips(ctx).filter((e) => idOf(e) !== id),
  );
  json.remove(tripStorageKeys.aiPlan(id));
  json.remove(tripStorageKeys.reservations(id));
}

function readAiPlan({ json, warn }: LocalContext, id: string): TripPlan | null {
  const value = json.read(tripStorageKeys.aiPlan(id));
  if (value === undefined) return null;
  const parsed = parseStoredPlan(value);
  if (parsed.success) return parsed.data;
  warn(`Ignoring an unreadable AI plan for trip ${id}`, parsed.error.issues[0]?.message);
  return null;
}

function readReservations({ json, warn }: LocalContext, id: string): Reservations {
  const value = json.read(tripStorageKeys.reservations(id));
  if (value === undefined) return {};
  const parsed = reservationsSchema.safeParse(value);
  if (parsed.success) return parsed.data;
  warn(`Ignoring unreadable reservations for trip ${id}`);
  return {};
}

function readSavedItineraries({ json, warn }: LocalContext): SavedItinerary[] {
  const value = json.read(tripStorageKeys.savedItineraries);
  if (value === undefined) return [];
  if (!Array.isArray(value)) {
    warn('Ignoring local storage key "savedItineraries": it is not a list');
    return [];
  }
  return value.flatMap((entry) => {
    const parsed = savedItinerarySchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

function addSavedItinerary(ctx: LocalContext, entry: Omit<SavedItinerary, 'id' | 'savedAt'>): SavedItinerary {
  const saved: SavedItinerary = { ...entry, id: ctx.newId(), savedAt: ctx.now().toISOString() };
  const existing = ctx.json.read(tripStorageKeys.savedItineraries);
  ctx.json.write(tripStorageKeys.savedItineraries, [...(Array.isArray(existing) ? existing : []), saved]);
  return saved;
}

/** The signed-out trip store: every trip and its parts in this device's local storage. */
export function createLocalTransport(
  storage: StorageLike | null,
  options: LocalTransportOptions = {},
): TripStore {
  const warn = options.warn ?? defaultWarn;
  const ctx: LocalContext = {
    json: createJsonStorage(storage, warn),
    warn,
    now: options.now ?? (() => new Date()),
    newId: options.newId ?? (() => generateTripId()),
  };
  return {
    list: async () => rawTrips(ctx).flatMap((entry) => parseTrip(ctx, entry) ?? []),
    async get(id) {
      const entry = rawTrips(ctx).find((e) => idOf(e) === id);
      return entry === undefined ? null : parseTrip(ctx, entry);
    },
    save: async (input) => saveTrip(ctx, input),
    update: async (id, patch) => updateTrip(ctx, id, patch),
    delete: async (id) => deleteTrip(ctx, id),
    getAiPlan: async (id) => readAiPlan(ctx, id),
    async saveAiPlan(id, plan) {
      ctx.json.write(tripStorageKeys.aiPlan(id), plan);
    },
    getReservations: async (id) => readReservations(ctx, id),
    async saveReservations(id, reservations) {
      ctx.json.write(tripStorageKeys.reservations(id), reservations);
    },
    listSavedItineraries: async () => readSavedItineraries(ctx),
    saveItinerary: async (entry) => addSavedItinerary(ctx, entry),
  };
}
