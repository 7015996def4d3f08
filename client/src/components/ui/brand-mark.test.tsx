// @vitest-environment jsdom
import fs from 'node:fs';
import path from 'node:path';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BrandMark } from './brand-mark';

afterEach(cleanup);

/** The shapes of an SVG's markup, attribute names in their SVG spelling, in order. */
function shapes(markup: string): string[] {
  return [...markup.matchAll(/<(rect|path|circle)\b([^>]*?)\/?>/g)].map(
    ([, tag, attrs]) => `${tag} ${attrs.replace(/\s+/g, ' ').trim()}`,
  );
}

describe('BrandMark', () => {
  it('draws the favicon as it is, hidden from screen readers, with no request', () => {
    const file = fs.readFileSync(path.join(__dirname, '../../../public/favicon.svg'), 'utf8');
    const { container } = render(<BrandMark />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.getAttribute('viewBox')).toBe(file.match(/viewBox="([^"]+)"/)?.[1]);
    expect(container.querySelector('img')).toBeNull();
    expect(shapes(svg?.outerHTML ?? '')).toEqual(shapes(file));
  });
});
