import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link } from 'wouter';
import { cn } from '@/lib/cn';

const textLink = 'font-medium text-brand-700 underline';

/** A link inside running text, to a page of the app. */
export function TextLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Link href={href} className={cn(textLink, className)}>
      {children}
    </Link>
  );
}

/** A link that opens another site in a new tab, without telling it where the reader came from. */
export function ExternalLink({ className, ...props }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <a className={className} target="_blank" rel="noreferrer noopener" {...props} />;
}
