import { MESSAGE_MAX_LENGTH, sendMessageRequestSchema } from '@dating/shared';
import { SendHorizontal } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../../../lib/forms';
import { useViewingAs, ViewAsReadOnly } from '../../../ui';

const MAX_HEIGHT_PX = 128;

/** The server's rule for a message: not blank (zero-width characters alone are blank too). */
const composerSchema = sendMessageRequestSchema.pick({ content: true });

/** 'Type a message...': Enter sends, Shift+Enter adds a line; Send is disabled while blank. */
export function Composer({
  onSend,
  onTyping,
  media,
}: {
  /** Returns true when the message was taken (the box is then emptied). */
  onSend: (content: string) => boolean;
  onTyping: () => void;
  /** The photo and voice note buttons (media/MediaButtons), before the box. */
  media?: ReactNode;
}) {
  const { t } = useTranslation('chat');
  const form = useSchemaForm({ schema: composerSchema, initialValues: { content: '' } });
  const text = form.values.content;
  const box = useRef<HTMLTextAreaElement>(null);
  const blank = !composerSchema.safeParse(form.values).success;
  // A View As tab sends nothing: the box and Send are disabled, and say why (issue 31).
  const readOnly = useViewingAs();

  // Grows with its content up to a few lines, then scrolls.
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    el.style.height = 'auto';
    if (text) el.style.height = `${Math.min(el.scrollHeight, MAX_HEIGHT_PX)}px`;
  }, [text]);

  // Nothing to say about a blank message: Send is disabled until there is one.
  const submit = form.handleSubmit(({ content }) => {
    if (onSend(content)) form.reset();
    box.current?.focus();
  });

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Not while an input method (e.g. a Burmese keyboard) is still composing a syllable.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  return (
    <form
      onSubmit={submit}
      className="flex flex-wrap items-end gap-2 border-t border-neutral-200 bg-white px-3 py-2 pb-[max(0.5rem,env(safe-area-inset-bottom))]"
    >
      <ViewAsReadOnly className="w-full" />
      {media}
      <textarea
        disabled={readOnly}
        ref={box}
        value={text}
        rows={1}
        maxLength={MESSAGE_MAX_LENGTH}
        onChange={(event) => {
          form.setValue('content', event.target.value);
          if (event.target.value.trim()) onTyping();
        }}
        onKeyDown={onKeyDown}
        aria-label={t('conversation.input')}
        placeholder={t('conversation.placeholder')}
        enterKeyHint="send"
        className="min-h-11 flex-1 resize-none rounded-3xl border border-neutral-300 bg-neutral-50 px-4 py-2.5 text-base leading-normal [&:lang(my)]:leading-[1.8] text-neutral-900 placeholder:text-neutral-500 focus:bg-white focus:outline-none focus-visible:ring-2 focus-visible:ring-rose-500"
      />
      <button
        type="submit"
        disabled={blank || readOnly}
        aria-label={t('conversation.send')}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-rose-600 text-white shadow-sm hover:bg-rose-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:bg-neutral-300 disabled:shadow-none"
      >
        <SendHorizontal aria-hidden="true" className="size-5" />
      </button>
    </form>
  );
}
