import { ApiError } from '@/lib/api-client';

/** The server's message when it sent one, else the screen's fallback text. */
export function failureText(error: unknown, fallback: string): string {
  return (error instanceof ApiError && error.serverMessage) || fallback;
}
