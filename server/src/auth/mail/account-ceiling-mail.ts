import { escapeHtml } from '../../http/html';
import type { MailMessage } from './mailer';

/**
 * The owner's notice when failed sign-ins to the account pass the account-wide ceiling: what happened,
 * that the account is locked for an hour to devices it was never signed in on (not to the owner's), and
 * a reset link, which also makes the browser that takes it a trusted device.
 */
export function accountCeilingMail(to: string, name: string, resetUrl: string): MailMessage {
  const greeting = `Hello ${name},`;
  const lines = [
    'There have been many failed attempts to sign in to your RV Trip Planner account in the last hour.',
    'To protect it, sign-ins are locked for up to an hour on devices you have never signed in on. On a device you have signed in on before, you can still sign in with your password.',
    'If these attempts were not yours, choose a new password with this link (it works for 1 hour); it also lets you sign in on the device where you use it:',
  ];
  const text = [greeting, '', ...lines, '', resetUrl, '', 'If they were yours, you need not do anything.'].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p>
<p>${lines.map(escapeHtml).join('<br>\n')}</p>
<p><a href="${escapeHtml(resetUrl)}">Choose a new password</a></p>
<p>If they were yours, you need not do anything.</p>`;
  return { to, subject: 'Failed sign-in attempts on your RV Trip Planner account', text, html };
}
