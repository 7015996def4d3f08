import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

/** The centred card every sign-in screen sits in. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-md">
      <Card className="p-6 sm:p-8">
        <h1 className="text-2xl font-bold text-stone-900">{title}</h1>
        {subtitle ? <p className="mt-2 text-sm text-stone-700">{subtitle}</p> : null}
        <div className="mt-6">{children}</div>
      </Card>
    </div>
  );
}
