import type { ReactNode } from 'react';

type Props = {
  /** The heading's id, which names the section. */
  id: string;
  title: ReactNode;
  /** An aside for content beside the page's main text. */
  as?: 'section' | 'aside';
  className?: string;
  /** The heading's look; a page section's by default. */
  titleClassName?: string;
  children: ReactNode;
};

/** A section of a page named by its h2. */
export function TitledSection({
  id,
  title,
  as: Tag = 'section',
  className,
  titleClassName,
  children,
}: Props) {
  return (
    <Tag aria-labelledby={id} className={className}>
      <h2 id={id} className={titleClassName}>
        {title}
      </h2>
      {children}
    </Tag>
  );
}
