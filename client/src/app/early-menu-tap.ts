/**
 * A tap on the menu button before the app has taken over the page. A page arrives as markup (the
 * prerendered landing page, a route's placeholder) before its JavaScript has run; on a slow phone
 * the menu button is on screen a second or more before it does anything. The page's inline script
 * (client/index.html) notes such a tap, and the nav bar opens its menu when it mounts, so the tap is
 * not lost. After that the inline script stands aside (`__rvtpNavReady`).
 */
type EarlyWindow = Window & { __rvtpNavReady?: boolean; __rvtpMenuTap?: number };

/** Whether the menu button was tapped before the app was ready; marks the app ready. */
export function takeEarlyMenuTap(): boolean {
  const w = window as EarlyWindow;
  w.__rvtpNavReady = true;
  const tapped = w.__rvtpMenuTap === 1;
  delete w.__rvtpMenuTap;
  return tapped;
}
