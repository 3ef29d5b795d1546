import { keepSyllablesTogether } from '@dating/shared';
import { ExternalLink } from 'lucide-react';
import { Fragment, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../../ui';
import { linkify } from '../linkify';

const linkClass =
  'rounded-sm underline underline-offset-2 [overflow-wrap:anywhere] focus-visible:outline-none focus-visible:ring-2';

/**
 * A message's text with its links tappable (linkify.ts), built as React elements. A link to this
 * app stays in it; any other opens in a new tab, marked with an icon and "opens outside the app",
 * and tells the site nothing of where it came from (member-written links: nofollow ugc).
 */
export function MessageText({ content, own }: { content: string; own: boolean }) {
  const { t } = useTranslation('chat');
  const segments = useMemo(() => linkify(content, window.location.origin), [content]);
  const ring = own ? 'focus-visible:ring-white' : 'focus-visible:ring-rose-500';
  return segments.map((segment) => {
    // Burmese lines break between syllables (packages/shared burmeseText).
    if (segment.kind === 'text') {
      return <Fragment key={segment.start}>{keepSyllablesTogether(segment.text)}</Fragment>;
    }
    if (segment.to !== null) {
      return (
        <Link key={segment.start} to={segment.to} className={cn(linkClass, ring)}>
          {segment.text}
        </Link>
      );
    }
    return (
      <a
        key={segment.start}
        href={segment.href}
        target="_blank"
        rel="noopener noreferrer nofollow ugc"
        aria-label={t('links.external', { link: segment.text })}
        className={cn(linkClass, ring)}
      >
        {segment.text}
        <ExternalLink aria-hidden="true" className="ml-0.5 inline size-3.5 align-[-2px]" />
      </a>
    );
  });
}
