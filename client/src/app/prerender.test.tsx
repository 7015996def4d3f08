import { describe, expect, it } from 'vitest';
import { renderRoute } from './prerender';

// The build renders the landing page in Node (scripts/prerender.ts): no window, no local storage.
describe('renderRoute', () => {
  it('renders the landing page for a visitor without a browser, in place and without scripts', async () => {
    expect(typeof window).toBe('undefined');
    const html = await renderRoute('/');
    expect(html).toMatch(
      /<h1[^>]*id="hero-heading"[^>]*>Plan Your Next <span[^>]*>RV Adventure<\/span><\/h1>/,
    );
    expect(html).toMatch(/<button[^>]*>Plan Your First Trip Free<\/button>/);
    // A visitor's nav, the planner's placeholder until it mounts, the year the build ran in.
    expect(html).toContain('>Sign In</a>');
    expect(html).toContain('data-testid="planner-slot"');
    expect(html.replace(/<!-- -->/g, '')).toContain(`© ${new Date().getFullYear()} RV Trip Planner.`);
    // Finished in place: no streamed-in parts, which would need inline scripts the CSP blocks.
    expect(html).not.toMatch(/<script|<template|<!--\$\?-->/);
  });
});
