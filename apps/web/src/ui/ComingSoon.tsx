import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Placeholder body for a screen that later work builds; keeps the real layout around it. */
export function ComingSoon({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <section className="flex flex-1 flex-col px-5 py-6">
      <h1 className="text-2xl font-bold text-neutral-900">{title}</h1>
      <div className="mt-10 flex flex-col items-center gap-3 text-center text-neutral-500">
        <Sparkles aria-hidden="true" className="size-10 text-rose-400" />
        <p>{t('comingSoon')}</p>
      </div>
    </section>
  );
}
