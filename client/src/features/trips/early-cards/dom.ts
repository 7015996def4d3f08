/** Attributes in the order React writes them; `class` for className. Null or false leaves one out. */
export type Attributes = Record<string, string | number | true | null | false | undefined>;

/** An element with its attributes and children (text or elements), built with the page's document. */
export function h(
  tag: string,
  attributes: Attributes,
  ...children: Array<Node | string | null>
): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === null || value === false || value === undefined) continue;
    element.setAttribute(name, value === true ? '' : String(value));
  }
  for (const child of children) if (child !== null) element.append(child);
  return element;
}
