import { describe, expect, it } from 'vitest';
import { envStatus } from './env-status';

describe('envStatus', () => {
  it('reports a missing value', () => {
    expect(envStatus(undefined)).toEqual({ state: 'Missing' });
    expect(envStatus('   ')).toEqual({ state: 'Missing' });
  });
  it('recognises placeholder values', () => {
    expect(envStatus('your_mapbox_token_here')).toEqual({ state: 'Placeholder' });
    expect(envStatus('pk_test_placeholder')).toEqual({ state: 'Placeholder' });
  });
  it('shows only the first 8 characters of a configured value', () => {
    expect(envStatus('pk.eyJ1IjoicnZ0cmlwIiwiYSI6ImNsMTIzNDU2Nzg5In0.abcdef')).toEqual({
      state: 'Configured',
      preview: 'pk.eyJ1I',
    });
  });
});
