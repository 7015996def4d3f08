/**
 * The app's mark (client/public/favicon.svg, drawn inline): the nav bar and the landing footer show
 * it without a request of its own. As an <img> it cost a fetch per use, since icons are revalidated
 * on every use, and a preload hint in the prerendered page.
 */
export function BrandMark({ size = 28 }: { size?: number }) {
  return (
    <svg viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#047857" />
      <path d="M12 40V22a4 4 0 0 1 4-4h24l10 10v12H12z" fill="#fff" />
      <rect x="18" y="23" width="8" height="6" rx="1" fill="#047857" />
      <rect x="30" y="23" width="8" height="6" rx="1" fill="#047857" />
      <circle cx="22" cy="42" r="5" fill="#1c1917" stroke="#fff" strokeWidth="2" />
      <circle cx="42" cy="42" r="5" fill="#1c1917" stroke="#fff" strokeWidth="2" />
    </svg>
  );
}
