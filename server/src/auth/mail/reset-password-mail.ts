import { escapeHtml } from '../../http/html';
import type { MailMessage } from './mailer';

export function resetPasswordMail(to: string, name: string, resetUrl: string): MailMessage {
  const greeting = `Hello ${name},`;
  const text = [
    greeting,
    '',
    'We received a request to reset the password of your RV Trip Planner account.',
    'Open this link within 1 hour to choose a new password:',
    '',
    resetUrl,
    '',
    'If you did not ask for this, you can ignore this message; your password stays the same.',
  ].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p>
<p>We received a request to reset the password of your RV Trip Planner account.
Open this link within 1 hour to choose a new password:</p>
<p><a href="${escapeHtml(resetUrl)}">Reset your password</a></p>
<p>If you did not ask for this, you can ignore this message; your password stays the same.</p>`;
  return { to, subject: 'Reset your RV Trip Planner password', text, html };
}
