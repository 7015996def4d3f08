import { zodResolver } from '@hookform/resolvers/zod';
import type { InputHTMLAttributes } from 'react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { SUPPORT_EMAIL } from '@shared/constants';
import { Button } from '@/components/ui/button';
import { Field, errorProps } from '@/components/forms/field';
import { Input, Textarea } from '@/components/ui/input';
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

  const aria = (id: string, error: { message?: string } | undefined) => errorProps(id, error?.message);
  const input = (name: 'name' | 'email', label: string, props: InputHTMLAttributes<HTMLInputElement>) => (
    <Field id={`contact-${name}`} label={label} error={errors[name]?.message}>
      <Input
        id={`contact-${name}`}
        {...props}
        {...aria(`contact-${name}`, errors[name])}
        {...register(name)}
      />
    </Field>
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Contact form">
      <div className="grid gap-4 sm:grid-cols-2">
        {input('name', 'Your name', { autoComplete: 'name' })}
        {input('email', 'Your email', { type: 'email', autoComplete: 'email' })}
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
      <Field id="contact-message" label="Message" error={errors.message?.message}>
        <Textarea
          id="contact-message"
          rows={6}
          {...aria('contact-message', errors.message)}
          {...register('message')}
        />
      </Field>
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
