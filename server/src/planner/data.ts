import type { LatLng } from './geo';

// Raw rows as stored in data/ (see data/SOURCES.md for which fields are facts).
export type PlaceRow = [name: string, state: string, lat: number, lng: number, population: number];

export interface CampgroundRow {
  id: string;
  name: string;
  state: string;
  lat: number;
  lng: number;
  type: string;
  cost: number | null; // keyword guess: first "$N" in the fee text
  amenities: string[]; // keyword guesses
  rigFriendly: string[]; // keyword guesses, unreliable
  roadDifficulty: string; // keyword guess
  facilityId: string;
  description: string | null;
  source: string;
}

export interface ParkRow {
  id: string;
  parkCode: string;
  fullName: string;
  states: string[];
  latitude: number;
  longitude: number;
  description: string;
  activities: string[];
  url: string;
  sourced: boolean;
  sourceNote?: string;
}

export interface Town extends LatLng {
  name: string;
  state: string;
  population: number;
}
