import { BadgeCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { thumbUrl } from '../../../lib/media';
import { cn } from '../../../ui';

const sizes = { sm: 'size-10 text-base', md: 'size-14 text-xl', lg: 'size-20 text-2xl' } as const;

/** A round photo of a member, or the first letter of the name when there is none. */
export function Avatar({
  name,
  url,
  size = 'md',
  decorative = false,
  className,
}: {
  name: string;
  url: string | null;
  size?: keyof typeof sizes;
  /** True when the name is written next to it, so screen readers skip the image. */
  decorative?: boolean;
  className?: string;
}) {
  const { t } = useTranslation('chat');
  const [broken, setBroken] = useState(false);
  const classes = cn('shrink-0 rounded-full object-cover', sizes[size], className);
  if (url && !broken) {
    return (
      <img
        src={thumbUrl(url)}
        alt={decorative ? '' : t('avatarAlt', { name })}
        className={cn(classes, 'bg-neutral-200')}
        loading="lazy"
        onError={() => setBroken(true)}
      />
    );
  }
  const letter = (Array.from(name)[0] ?? '').toUpperCase();
  const initialClasses = cn(
    classes,
    'inline-flex items-center justify-center bg-rose-100 font-semibold text-rose-700',
  );
  if (decorative) {
    return (
      <span aria-hidden="true" className={initialClasses}>
        {letter}
      </span>
    );
  }
  return (
    <span role="img" aria-label={t('avatarAlt', { name })} className={initialClasses}>
      {letter}
    </span>
  );
}

/** The blue check of a verified member, with its name for screen readers. */
export function VerifiedBadge({ className }: { className?: string }) {
  const { t } = useTranslation('chat');
  return (
    <BadgeCheck
      role="img"
      aria-label={t('verified')}
      className={cn('size-4 shrink-0 fill-sky-500 text-white', className)}
    />
  );
}
