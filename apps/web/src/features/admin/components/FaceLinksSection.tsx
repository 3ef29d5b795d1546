import type { FaceLink, MemberOverview } from '@dating/shared';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { Card, StatusBadge } from '../../../ui';
import { MemberLink } from '../../../ui/admin-list';
import { Section } from './MemberSections';

function Picture({ picture, label }: { picture: FaceLink['picture']; label: string }) {
  return (
    <figure className="flex w-28 flex-col gap-1">
      <a href={picture.url} target="_blank" rel="noreferrer">
        <img
          src={picture.url}
          alt={label}
          className="aspect-square w-full rounded-lg bg-neutral-100 object-cover"
        />
      </a>
      <figcaption aria-hidden="true" className="text-xs text-neutral-600">
        {label}
      </figcaption>
    </figure>
  );
}

/**
 * The same face on another account (docs/face-matching.md#linking-accounts): this member's
 * picture beside the other account's, how alike they are, and the other account's page.
 */
export function FaceLinksSection({ data }: { data: MemberOverview }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  return (
    <Section
      title={t('member.faceLinks.title')}
      count={data.face_links.length}
      empty={t('member.faceLinks.none')}
    >
      <ul className="flex flex-col gap-3">
        {data.face_links.map((link) => (
          <li key={`${link.picture.url} ${link.other_picture.url}`}>
            <Card className="flex flex-col gap-2 p-3">
              <p className="flex flex-wrap items-center gap-2 text-sm">
                <span className="font-semibold text-red-800">
                  {t('member.faceLinks.similarity', {
                    similarity: `${format.number(Math.round(link.similarity * 100))}%`,
                  })}
                </span>
                <MemberLink id={link.other.id} username={link.other.username} />
                {link.other.is_blocked && (
                  <StatusBadge tone="bad">{t('member.faceLinks.blocked')}</StatusBadge>
                )}
              </p>
              <div className="flex flex-wrap gap-3">
                <Picture
                  picture={link.picture}
                  label={t(`member.faceLinks.mine.${link.picture.kind}`)}
                />
                <Picture
                  picture={link.other_picture}
                  label={t(`member.faceLinks.theirs.${link.other_picture.kind}`, {
                    username: link.other.username,
                  })}
                />
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
