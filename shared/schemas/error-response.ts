import { z } from 'zod';
import { errorCodes } from './error-codes';

/** The body of every error answer. Some answers add fields beside these (`current`, `place`, `location`). */
export const errorResponseSchema = z.object({ message: z.string(), code: z.enum(errorCodes) });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
