/**
 * Scrolls to an in-page section and moves keyboard focus into it, so a keyboard or screen-reader
 * user who presses 'Plan Your First Trip Free' continues inside the planner, not at the top.
 */
export function scrollToSection(id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  if (window.location.hash !== `#${id}`) window.history.replaceState(window.history.state, '', `#${id}`);
}
