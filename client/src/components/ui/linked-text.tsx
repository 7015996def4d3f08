import { Fragment } from 'react';
import { ExternalLink } from './text-link';

/** A run of a sentence: plain text, or a web address to open. */
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; href: string };

// An address starts with http:// or https:// at a word's start and runs to the next space (or a
// character no address holds bare: quotes, angle brackets).
const ADDRESS = /\bhttps?:\/\/[^\s<>"`]+/gi;
// What ends the sentence rather than the address: "(... https://www.nps.gov/romo/; dates ...)".
const SENTENCE_END = /[.,;:!?]$/;

const count = (text: string, char: string) => text.split(char).length - 1;

/** The address without the sentence's punctuation after it (a ")" only when it closes no "(" in it). */
function trimAddress(candidate: string): string {
  let out = candidate;
  for (;;) {
    if (SENTENCE_END.test(out)) out = out.slice(0, -1);
    else if (out.endsWith(')') && count(out, ')') > count(out, '(')) out = out.slice(0, -1);
    else return out;
  }
}

/** A web address the browser reads as http(s) with a host; anything else stays text. */
function isWebAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * The text cut into plain runs and http(s) addresses, in order; joined back they are the text. Only
 * addresses spelled out with http:// or https:// are links: never javascript:, data: or a bare domain.
 */
export function linkParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let plain = '';
  let last = 0;
  for (const match of text.matchAll(ADDRESS)) {
    const href = trimAddress(match[0]);
    if (!isWebAddress(href)) continue;
    plain += text.slice(last, match.index);
    if (plain) parts.push({ kind: 'text', text: plain });
    parts.push({ kind: 'link', href });
    plain = '';
    last = match.index + href.length;
  }
  plain += text.slice(last);
  if (plain) parts.push({ kind: 'text', text: plain });
  return parts;
}

/**
 * A note or warning with each web address it cites as a link that opens in a new tab, the address
 * itself its text (where it goes is never hidden). `linkify` false shows the text as it is: what a
 * trip's owner typed is never made a link for someone reading their shared trip.
 */
export function LinkedText({ text, linkify }: { text: string; linkify: boolean }) {
  if (!linkify) return <>{text}</>;
  return (
    <>
      {linkParts(text).map((part, i) =>
        part.kind === 'link' ? (
          <ExternalLink
            key={i}
            href={part.href}
            data-address-shown=""
            className="font-medium underline [overflow-wrap:anywhere]"
          >
            {part.href}
          </ExternalLink>
        ) : (
          <Fragment key={i}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
