import { Heart } from 'lucide-react';
import type { ReactNode } from 'react';

/** Heading block shared by the sign-in and sign-up screens. */
export function AuthShell({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  return (
    <main className="flex flex-1 flex-col px-6 pt-12 pb-8">
      <div className="mb-8 flex flex-col items-center text-center">
        <span className="mb-4 inline-flex size-14 items-center justify-center rounded-2xl bg-rose-100 text-rose-600">
          <Heart aria-hidden="true" className="size-7 fill-current" />
        </span>
        <h1 className="text-2xl font-bold text-neutral-900">{title}</h1>
        <p className="mt-2 text-neutral-600">{subtitle}</p>
      </div>
      {children}
    </main>
  );
}
