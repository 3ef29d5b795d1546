import { keepSyllablesTogether, type PublicProfile } from '@dating/shared';
import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';

type Answers = NonNullable<PublicProfile['prompts']>;
const UNKNOWN = '\u0000';

/**
 * A member's answered prompts, each its question and answer; with `onLike`, each has a Like
 * that opens the comment sheet. Its texts load on first use without suspending the card (the
 * deck's first visit stays as it was): until then the list is simply not there.
 */
export function PromptList(props: { prompts: Answers | undefined; onLike?: (id: string) => void }) {
  // Only a member with answers asks for the catalogue: a deck without them never loads it.
  return props.prompts?.length ? <Answered {...props} prompts={props.prompts} /> : null;
}

function Answered({ prompts, onLike }: { prompts: Answers; onLike?: (id: string) => void }) {
  const { t, ready } = useTranslation('prompts', { useSuspense: false });
  if (!ready) return null;
  return (
    <ul className="flex flex-col gap-3" aria-label={t('title')}>
      {prompts.map(({ prompt_id, answer }) => {
        const prompt = t(`items.${prompt_id}`, { defaultValue: UNKNOWN });
        if (prompt === UNKNOWN) return null; // a retired prompt is no longer shown
        return (
          <li key={prompt_id} className="flex items-start gap-2 rounded-2xl bg-rose-50 p-4">
            <div className="min-w-0 flex-1">
              <p className="text-sm font-semibold text-rose-800">{prompt}</p>
              <p className="mt-1 text-lg whitespace-pre-line text-neutral-900">
                {keepSyllablesTogether(answer)}
              </p>
            </div>
            {onLike && (
              <button
                type="button"
                onClick={() => onLike(prompt_id)}
                aria-label={t('like', { prompt })}
                className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-white text-rose-600 shadow-sm hover:bg-rose-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500"
              >
                <Heart aria-hidden="true" className="size-5" />
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
