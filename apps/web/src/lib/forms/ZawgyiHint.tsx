import { type ZawgyiCheckResponse, zawgyiCheckResponseSchema } from '@dating/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui';
import { apiFetch } from '../api';

const MYANMAR = /[\u1000-\u109f]/;
/** Pause in typing before the server is asked: one call per pause, not per keystroke. */
const DEBOUNCE_MS = 400;

/**
 * Asks the server whether what the member types may be Zawgyi (POST /api/text/zawgyi-check;
 * the detector model is too heavy for the bundle). The answer matters only when the server
 * would not convert by itself: a short text that is well-formed Unicode too, like a name.
 */
export function useZawgyiQuestion(value: string): string | undefined {
  const [answer, setAnswer] = useState<{ text: string; check: ZawgyiCheckResponse }>();
  useEffect(() => {
    if (!MYANMAR.test(value)) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      apiFetch('/api/text/zawgyi-check', {
        method: 'POST',
        body: { text: value },
        signal: controller.signal,
        parse: zawgyiCheckResponseSchema.parse,
      })
        .then((check) => setAnswer({ text: value, check }))
        // A failed check (offline, rate limit) only means no question is asked.
        .catch(() => undefined);
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [value]);
  if (!answer || answer.text !== value) return undefined;
  const { converted, converts_on_save } = answer.check;
  return converted && !converts_on_save ? converted : undefined;
}

/**
 * 'This looks like Zawgyi. Did you mean ‹converted›?' under a name or bio field, with both
 * choices; the field then holds exactly what the member chose, and the server keeps it.
 */
export function ZawgyiHint({
  value,
  onAccept,
}: {
  value: string;
  onAccept: (text: string) => void;
}) {
  const { t } = useTranslation('common');
  const converted = useZawgyiQuestion(value);
  const [kept, setKept] = useState<string>();
  if (!converted || kept === value) return null;
  return (
    <div
      role="status"
      className="flex flex-col gap-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-900"
    >
      <p>{t('zawgyi.question', { converted })}</p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" onClick={() => onAccept(converted)}>
          {t('zawgyi.useConverted')}
        </Button>
        <Button type="button" variant="ghost" onClick={() => setKept(value)}>
          {t('zawgyi.keep')}
        </Button>
      </div>
    </div>
  );
}
