// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LinkedText, linkParts } from './linked-text';

afterEach(cleanup);

const text = (t: string) => ({ kind: 'text', text: t }) as const;
const link = (href: string) => ({ kind: 'link', href }) as const;

describe('linkParts', () => {
  it('keeps a sentence without an address whole', () => {
    expect(linkParts('Check road conditions before you go.')).toEqual([
      text('Check road conditions before you go.'),
    ]);
    expect(linkParts('')).toEqual([]);
  });

  it('leaves the sentence punctuation after an address outside it', () => {
    expect(linkParts('See https://www.nps.gov/romo/; dates reported.')).toEqual([
      text('See '),
      link('https://www.nps.gov/romo/'),
      text('; dates reported.'),
    ]);
    expect(linkParts('Rules: http://www.fdot.gov/rest.shtm, then go.')).toEqual([
      text('Rules: '),
      link('http://www.fdot.gov/rest.shtm'),
      text(', then go.'),
    ]);
    expect(linkParts('see https://www.nps.gov/sama/.')).toEqual([
      text('see '),
      link('https://www.nps.gov/sama/'),
      text('.'),
    ]);
    expect(linkParts('At https://a.example/x: open.')).toEqual([
      text('At '),
      link('https://a.example/x'),
      text(': open.'),
    ]);
  });

  it('keeps a closing parenthesis outside unless the address opened it', () => {
    expect(
      linkParts(
        'Closed in winter (Great Smoky Mountains National Park: https://www.nps.gov/grsm/planyourvisit/seasonalroads.htm).',
      ),
    ).toEqual([
      text('Closed in winter (Great Smoky Mountains National Park: '),
      link('https://www.nps.gov/grsm/planyourvisit/seasonalroads.htm'),
      text(').'),
    ]);
    expect(linkParts('(see https://en.wikipedia.org/wiki/Pass_(road))')).toEqual([
      text('(see '),
      link('https://en.wikipedia.org/wiki/Pass_(road)'),
      text(')'),
    ]);
  });

  it('finds two addresses in one note, and nothing between them is lost', () => {
    const note = 'Park: https://www.nps.gov/glac/ and road status https://www.mdt.mt.gov/travinfo/ today';
    const parts = linkParts(note);
    expect(parts).toEqual([
      text('Park: '),
      link('https://www.nps.gov/glac/'),
      text(' and road status '),
      link('https://www.mdt.mt.gov/travinfo/'),
      text(' today'),
    ]);
    expect(parts.map((p) => (p.kind === 'link' ? p.href : p.text)).join('')).toBe(note);
  });

  it('makes links of http and https only: javascript:, data:, bare domains and empty hosts stay text', () => {
    for (const note of [
      'javascript:alert(1)',
      'Click javascript://example.com/%0aalert(1) now',
      'data:text/html,<script>alert(1)</script>',
      'Visit nps.gov/grsm or www.nps.gov today',
      'Broken http:// here',
      'xhttps://example.com is not an address',
    ])
      expect(linkParts(note)).toEqual([text(note)]);
  });
});

describe('LinkedText', () => {
  const note =
    'Usually closed in winter (Rocky Mountain National Park: https://www.nps.gov/romo/; dates reported).';

  it('links each address, its own text, in a new tab that is not told where the reader came from', () => {
    const { container } = render(
      <p>
        <LinkedText text={note} linkify />
      </p>,
    );
    const a = screen.getByRole('link', { name: 'https://www.nps.gov/romo/' });
    expect(a.getAttribute('href')).toBe('https://www.nps.gov/romo/');
    expect(a.getAttribute('target')).toBe('_blank');
    expect(a.getAttribute('rel')?.split(' ').sort()).toEqual(['noopener', 'noreferrer']);
    expect(container.textContent).toBe(note);
  });

  it('shows the text as it is, no link, when linkify is off', () => {
    const { container } = render(
      <p>
        <LinkedText text={note} linkify={false} />
      </p>,
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.textContent).toBe(note);
  });
});
