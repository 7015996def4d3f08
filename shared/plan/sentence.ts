// Notes are made of names put at the head of sentences ("the Roaring Fork Motor Nature Trail is
// closed to your rig"): a name written to sit inside a sentence begins with a small "the", and a
// sentence must not.

/**
 * The text with its first letter capitalised, as a sentence begins; an opening quote or parenthesis
 * before it is kept, and so is the rest of the text (a name's own capitals). A sentence that opens
 * with a figure ("12 ft") is left as it is.
 */
export function sentenceStart(text: string): string {
  const at = text.search(/[^\s"'“‘([]/u);
  if (at < 0) return text;
  return text.slice(0, at) + text.charAt(at).toUpperCase() + text.slice(at + 1);
}

/** Sentences joined as a note: each begins with a capital and ends with a full stop. */
export function sentencesOf(parts: readonly string[]): string {
  return parts
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => sentenceStart(/[.!?]$/.test(p) ? p : `${p}.`))
    .join(' ');
}
