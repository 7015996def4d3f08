import { Check } from 'lucide-react';

/**
 * A list of points, each after a brand check mark. `inline` renders spans instead of ul/li, for
 * places where a list is not allowed (inside a button or label).
 */
export function CheckList({
  items,
  className,
  itemClassName = 'flex gap-2',
  inline = false,
}: {
  items: readonly string[];
  className?: string;
  itemClassName?: string;
  inline?: boolean;
}) {
  const List = inline ? 'span' : 'ul';
  const Item = inline ? 'span' : 'li';
  return (
    <List className={className}>
      {items.map((item) => (
        <Item key={item} className={itemClassName}>
          <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
          {item}
        </Item>
      ))}
    </List>
  );
}
