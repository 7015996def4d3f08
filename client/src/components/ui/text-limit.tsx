import { cn } from '@/lib/cn';

/**
 * A text field's length against its limit. Fields never cut what the traveller typed or pasted (no
 * `maxLength`): instead this counter shows how much is used, says so at the limit, and turns into an
 * error past it, which the form reads through `textOverLimit` to refuse the submit.
 */
export const textOverLimit = (text: string, limit: number) => text.length > limit;

const count = (n: number) => n.toLocaleString('en-US');

/** The message under a field for a text of this length: null while well within the limit. */
export function textLimitMessage(length: number, limit: number, what: string): string | null {
  if (length > limit)
    return `${what} can be at most ${count(limit)} characters: this one has ${count(length)}. Shorten it by ${count(length - limit)} to save it.`;
  if (length === limit) return `${what} is at the ${count(limit)}-character limit.`;
  return null;
}

/**
 * "123 / 2,000" under a field, and the message at or past the limit. `id` goes on the field's
 * `aria-describedby` so a screen reader hears it with the field.
 */
export function TextLimit({
  id,
  length,
  limit,
  what,
  className = 'mt-1',
}: {
  id: string;
  length: number;
  limit: number;
  /** What the field holds, as a sentence starts: "A note", "The description". */
  what: string;
  className?: string;
}) {
  const message = textLimitMessage(length, limit, what);
  const over = length > limit;
  return (
    <div id={id} className={cn(className, 'text-sm')}>
      <p className={over ? 'text-red-700' : 'text-stone-600'}>
        {count(length)} / {count(limit)} characters
      </p>
      {/* Announced as it appears: at the limit politely, past it as an error. */}
      <p role={over ? 'alert' : 'status'} className={over ? 'text-red-700' : 'text-stone-700'}>
        {message}
      </p>
    </div>
  );
}
