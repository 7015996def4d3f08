import { bookingRules } from '@shared/trips/booking-windows';

// Booking links from plans and shared trips open only when they are https on a known booking or map
// host; anything else is shown as plain text, so a shared trip cannot carry a phishing link.
const LISTED_HOSTS = [
  'recreation.gov',
  'reserveamerica.com',
  'koa.com',
  'campspot.com',
  'hipcamp.com',
  'goodsam.com',
  'thousandtrails.com',
  'reservecalifornia.com',
  'nps.gov',
  'google.com',
  'openstreetmap.org',
];

/** The booking sites of the bundled booking-window rules (data/booking-windows.json), each exactly. */
export const ruleBookingHosts = (): string[] =>
  bookingRules().rules.flatMap((r) =>
    r.bookingUrl ? [new URL(r.bookingUrl).hostname.toLowerCase().replace(/^www\./, '')] : [],
  );

let bookingHosts: readonly string[] | undefined;
// Worked out on first use, so loading the module does not check the rules (bookingRules()).
const allowedHosts = () => (bookingHosts ??= [...new Set([...LISTED_HOSTS, ...ruleBookingHosts()])]);

/** The URL when it is https on an allowed host (or one of its subdomains); otherwise null. */
export function safeBookingUrl(raw: string | null | undefined): string | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return null;
  const host = url.hostname.toLowerCase();
  return allowedHosts().some((allowed) => host === allowed || host.endsWith(`.${allowed}`)) ? url.toString() : null;
}
