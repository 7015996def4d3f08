// Every route path of the app in one table; links use these helpers, never hand-built strings.
export const paths = {
  home: '/',
  /** The home page's pricing section (its plans and what Pro adds). */
  pricing: '/#pricing',
  trips: '/trips',
  newTrip: '/new-trip',
  dashboard: '/dashboard',
  map: '/map',
  interactiveMap: '/interactive-map',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  checkout: '/checkout',
  checkoutSuccess: '/checkout/success',
  checkoutDemo: '/checkout/demo',
  profile: '/profile',
  settings: '/settings',
  debug: '/debug',
  contact: '/contact',
  help: '/help',
  about: '/about',
  blog: '/blog',
  trip: (id: string) => `/trip/${encodeURIComponent(id)}`,
  tripItinerary: (id: string) => `/trip/${encodeURIComponent(id)}/itinerary`,
  tripTest: (id: string) => `/trip-test/${encodeURIComponent(id)}`,
  results: (id: string) => `/results/${encodeURIComponent(id)}`,
  /** /map opened from a trip: its Military ID holder switch starts from the trip's setting. */
  mapForTrip: (id: string) => `/map?trip=${encodeURIComponent(id)}`,
  loginWithRedirect: (redirect: string) => `/login?redirect=${encodeURIComponent(redirect)}`,
  checkoutFor: (plan: string, billing: 'monthly' | 'yearly') =>
    `/checkout?plan=${encodeURIComponent(plan)}&billing=${billing}`,
} as const;

/** Only local paths are followed after sign-in, so a crafted link cannot send users elsewhere. */
export function safeRedirect(target: string | null | undefined): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\'))
    return paths.home;
  return target;
}
