import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { SUPPORT_EMAIL } from '@shared/constants';
import { Button } from '@/components/ui/button';
import { FieldError, Input, Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { CONTACT_TOPICS, contactMailto, contactMessageSchema } from '../contact-message';

type ContactFormProps = {
  /** Where the mailto link is opened; the page passes the browser's navigation. */
  openMailto?: (href: string) => void;
  defaultEmail?: string;
  defaultName?: string;
};

const openInMailClient = (href: string) => window.location.assign(href);

export function ContactForm({
  openMailto = openInMailClient,
  defaultEmail = '',
  defaultName = '',
}: ContactFormProps) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: { name: defaultName, email: defaultEmail, topic: CONTACT_TOPICS[0], message: '' },
  });

  const onSubmit = handleSubmit((values) => {
    openMailto(contactMailto(values));
    setSentTo(values.email);
  });

  const describedBy = (field: string, hasError: boolean) => (hasError ? `${field}-error` : undefined);

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Contact form">
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <Label htmlFor="contact-name">Your name</Label>
          <Input
            id="contact-name"
            autoComplete="name"
            className="mt-1"
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describedBy('contact-name', Boolean(errors.name))}
            {...register('name')}
          />
          <FieldError id="contact-name-error" message={errors.name?.message} />
        </div>
        <div>
          <Label htmlFor="contact-email">Your email</Label>
          <Input
            id="contact-email"
            type="email"
            autoComplete="email"
            className="mt-1"
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describedBy('contact-email', Boolean(errors.email))}
            {...register('email')}
          />
          <FieldError id="contact-email-error" message={errors.email?.message} />
        </div>
      </div>
      <div>
        <Label htmlFor="contact-topic">Topic</Label>
        {/* A native select: it needs no script to be keyboard and screen-reader friendly. */}
        <select
          id="contact-topic"
          className="mt-1 h-10 w-full rounded-md border border-stone-300 bg-white px-3 text-sm text-stone-900"
          {...register('topic')}
        >
          {CONTACT_TOPICS.map((topic) => (
            <option key={topic} value={topic}>
              {topic}
            </option>
          ))}
        </select>
      </div>
      <div>
        <Label htmlFor="contact-message">Message</Label>
        <Textarea
          id="contact-message"
          rows={6}
          className="mt-1"
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy('contact-message', Boolean(errors.message))}
          {...register('message')}
        />
        <FieldError id="contact-message-error" message={errors.message?.message} />
      </div>
      <Button type="submit" size="lg">
        Open in my email app
      </Button>
      {sentTo ? (
        <p
          role="status"
          className="rounded-md border border-brand-100 bg-brand-50 p-3 text-sm text-stone-800"
        >
          Your email app should open with the message ready to send. If nothing happened, write to{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`} className="font-medium text-brand-700 underline">
            {SUPPORT_EMAIL}
          </a>{' '}
          from {sentTo}.
        </p>
      ) : null}
    </form>
  );
}
