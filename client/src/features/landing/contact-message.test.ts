import { describe, expect, it } from 'vitest';
import { SUPPORT_EMAIL } from '@shared/constants';
import { contactMailto, contactMessageSchema } from './contact-message';

describe('contact message', () => {
  it('builds a mailto link to the support address with an encoded subject and body', () => {
    const href = contactMailto({
      name: 'Ana Ruiz',
      email: 'ana@example.com',
      topic: 'Billing and Pro plan',
      message: 'Can I pause Pro & keep my trips?',
    });
    const url = new URL(href);
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe(SUPPORT_EMAIL);
    expect(url.searchParams.get('subject')).toBe('[Billing and Pro plan] Message from Ana Ruiz');
    expect(url.searchParams.get('body')).toBe(
      'Can I pause Pro & keep my trips?\n\n--\nAna Ruiz\nana@example.com',
    );
  });

  it('rejects a blank name, a bad email and a too-short message with readable texts', () => {
    const result = contactMessageSchema.safeParse({
      name: ' ',
      email: 'nope',
      topic: 'Something else',
      message: 'hi',
    });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => i.message);
    expect(messages).toEqual([
      'Please enter your name',
      'Please enter a valid email address',
      'Please write at least 10 characters',
    ]);
  });
});
