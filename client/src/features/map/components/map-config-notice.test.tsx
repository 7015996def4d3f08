// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mapTokenStateOf } from '../lib/map-token';
import { MapConfigNotice } from './map-config-notice';

describe('the map token', () => {
  it('is missing when unset or blank, invalid when set but unusable, else valid', () => {
    expect(mapTokenStateOf(undefined)).toBe('missing');
    expect(mapTokenStateOf('   ')).toBe('missing');
    expect(mapTokenStateOf('pk.short')).toBe('invalid');
    expect(mapTokenStateOf(`pk.${'a'.repeat(37)}`)).toBe('valid');
  });

  it("says 'Map Requires Configuration' for a set but invalid token, and not for a missing one", () => {
    const { unmount } = render(<MapConfigNotice reason="invalid" />);
    expect(screen.getByRole('heading', { name: 'Map Requires Configuration' })).toBeInTheDocument();
    unmount();
    render(<MapConfigNotice reason="missing" />);
    expect(screen.queryByText('Map Requires Configuration')).toBeNull();
  });
});
