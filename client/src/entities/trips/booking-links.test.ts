import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ruleBookingHosts, safeBookingUrl } from './booking-links';

describe('safeBookingUrl', () => {
  it('keeps https links on known booking hosts', () => {
    expect(safeBookingUrl('https://www.recreation.gov/camping/campgrounds/232447')).toBe(
      'https://www.recreation.gov/camping/campgrounds/232447',
    );
    expect(safeBookingUrl('https://koa.com/campgrounds/moab/')).toBe('https://koa.com/campgrounds/moab/');
  });

  it.each([
    'javascript:alert(1)',
    'http://www.recreation.gov/camping',
    'https://recreation.gov.evil.example/login',
    'https://evilrecreation.gov/',
    'https://user:pass@recreation.gov/',
    'data:text/html,<script>alert(1)</script>',
    'not a url',
    '',
  ])('refuses %s', (raw) => {
    expect(safeBookingUrl(raw)).toBeNull();
  });

  it('opens the booking site of every rule in the booking-window table, and only that host', () => {
    expect(ruleBookingHosts()).toContain('wisconsin.goingtocamp.com');
    expect(safeBookingUrl('https://wisconsin.goingtocamp.com/')).toBe('https://wisconsin.goingtocamp.com/');
    expect(safeBookingUrl('https://www.ncparks.gov/make-reservation')).toBe('https://www.ncparks.gov/make-reservation');
    // A rule's host is allowed exactly (and its subdomains), not its parent domain.
    expect(safeBookingUrl('https://oregon.goingtocamp.com/')).toBeNull();
    expect(safeBookingUrl('https://evil.gov/')).toBeNull();
  });

  it('never accepts a host outside the list, whatever the path', () => {
    const listed = (host: string) =>
      /(^|\.)(recreation\.gov|reserveamerica\.com|koa\.com|campspot\.com|hipcamp\.com|goodsam\.com|thousandtrails\.com|reservecalifornia\.com|nps\.gov|google\.com|openstreetmap\.org)$/.test(host) ||
      ruleBookingHosts().some((h) => host === h || host.endsWith(`.${h}`));
    fc.assert(
      fc.property(fc.domain(), fc.webPath(), (domain, path) => {
        const result = safeBookingUrl(`https://${domain}${path}`);
        if (result !== null) expect(listed(new URL(result).hostname)).toBe(true);
      }),
    );
  });
});
