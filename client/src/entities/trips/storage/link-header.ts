// Kept apart from the transport (which brings zod) so the cards drawn before the app runs can read it.

/** The path of a Link header's rel="next" target, or null (the last page). */
export function nextPageLink(link: string | null | undefined): string | null {
  const match = link?.match(/<([^>]+)>\s*;\s*rel="?next"?/);
  return match ? match[1] : null;
}
