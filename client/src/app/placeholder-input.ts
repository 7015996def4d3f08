type Field = HTMLInputElement | HTMLTextAreaElement;

/** How long typed input waits for the app's own form to appear once the placeholder is gone. */
const CARRY_OVER_LIMIT_MS = 10_000;

const isField = (node: unknown): node is Field =>
  node instanceof HTMLInputElement || node instanceof HTMLTextAreaElement;

const checkable = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/** The field that stands for `old` in the app's render: the same kind, by name, else by id. */
function counterpartOf(root: HTMLElement, old: Field): Field | null {
  const key = old.name ? `[name="${CSS.escape(old.name)}"]` : old.id ? `#${CSS.escape(old.id)}` : null;
  if (!key) return null;
  const candidates = [...root.querySelectorAll(key)].filter(
    (node): node is Field =>
      isField(node) &&
      node.tagName === old.tagName &&
      (!(node instanceof HTMLInputElement) || node.type === (old as HTMLInputElement).type) &&
      (!checkable(old) || (node as HTMLInputElement).value === old.value),
  );
  return candidates[0] ?? null;
}

/** Sets a field's value the way typing does, so React (and react-hook-form) see the change. */
function typeInto(field: Field, value: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  if (setter) setter.call(field, value);
  else field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Whether the visitor changed the field from what the placeholder's markup held. */
const changed = (field: Field) =>
  checkable(field) ? field.checked !== field.defaultChecked : field.value !== field.defaultValue;

/**
 * A route page's placeholder is static HTML: its form can be typed into before the app's script has
 * run, and React then replaces it with the app's own form. What was typed (and the field that had
 * the focus) is carried into the app's form when it appears, so nothing typed early is lost. Fields
 * the app's form already filled in are left alone.
 */
export function carryOverPlaceholderInput(root: HTMLElement): void {
  const fields = [...root.querySelectorAll('input, textarea')].filter(isField);
  if (fields.length === 0) return;
  let focused: Field | null = fields.find((field) => field === document.activeElement) ?? null;
  const onFocus = (event: FocusEvent) => {
    focused = fields.find((field) => field === event.target) ?? null;
  };
  root.addEventListener('focusin', onFocus);

  let pending: Field[] | null = null;
  let focusPending = false;
  const stop = () => {
    observer.disconnect();
    root.removeEventListener('focusin', onFocus);
  };
  const carry = () => {
    if (pending === null) {
      // Still the placeholder: nothing to carry yet.
      if (fields.some((field) => field.isConnected)) return;
      pending = fields.filter(changed);
      // The focus was lost with the placeholder only if nothing else took it since.
      focusPending =
        focused !== null && (document.activeElement === null || document.activeElement === document.body);
      window.setTimeout(stop, CARRY_OVER_LIMIT_MS);
    }
    pending = pending.filter((old) => {
      const next = counterpartOf(root, old);
      if (!next) return true;
      if (checkable(old)) {
        if ((next as HTMLInputElement).checked !== old.checked) next.click();
      } else if (next.value === next.defaultValue) {
        typeInto(next, old.value);
      }
      return false;
    });
    if (focusPending && focused) {
      const next = counterpartOf(root, focused);
      if (next) {
        focusPending = false;
        next.focus();
        try {
          next.setSelectionRange(next.value.length, next.value.length);
        } catch {
          // Some input types (email, number) have no caret to place.
        }
      }
    }
    if (pending.length === 0 && !focusPending) stop();
  };
  const observer = new MutationObserver(carry);
  observer.observe(root, { childList: true, subtree: true });
}
