import { z } from 'zod';
import { SUPPORT_EMAIL } from '@shared/constants';

export const CONTACT_TOPICS = [
  'Trip planning',
  'Billing and Pro plan',
  'My account',
  'Report a problem',
  'Something else',
] as const;

export const contactMessageSchema = z.object({
  name: z.string().trim().min(1, 'Please enter your name'),
  email: z.string().trim().email('Please enter a valid email address'),
  topic: z.enum(CONTACT_TOPICS),
  message: z.string().trim().min(10, 'Please write at least 10 characters'),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** The message goes out through the user's own mail client, so nothing is sent or stored by us. */
export function contactMailto(message: ContactMessage, to: string = SUPPORT_EMAIL): string {
  const subject = `[${message.topic}] Message from ${message.name}`;
  const body = `${message.message}\n\n--\n${message.name}\n${message.email}`;
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
