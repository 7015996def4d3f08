import { escapeHtml } from '../../http/html';
import type { MailMessage } from './mailer';

/**
 * The owner's notice when failed sign-ins to the account pass the account-wide ceiling: what happened,
 * that the account is slowed rather than locked, and a reset link in case the password is known.
 */
export function accountCeilingMail(to: string, name: string, resetUrl: string): MailMessage {
  const greeting = `Hello ${name},`;
  const lines = [
    'There have been many failed attempts to sign in to your RV Trip Planner account in the last few minutes.',
    'To protect it, sign-ins to your account are slowed for now; you can still sign in with your password.',
    'If these attempts were not yours, choose a new password with this link (it works for 1 hour):',
  ];
  const text = [greeting, '', ...lines, '', resetUrl, '', 'If they were yours, you need not do anything.'].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p>
<p>${lines.map(escapeHtml).join('<br>\n')}</p>
<p><a href="${escapeHtml(resetUrl)}">Choose a new password</a></p>
<p>If they were yours, you need not do anything.</p>`;
  return { to, subject: 'Failed sign-in attempts on your RV Trip Planner account', text, html };
}
