import { MESSAGE_MAX_LENGTH } from '@dating/shared';
import { SendHorizontal } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

const MAX_HEIGHT_PX = 128;

/** 'Type a message...': Enter sends, Shift+Enter adds a line; Send is disabled while blank. */
export function Composer({
  onSend,
  onTyping,
}: {
  /** Returns true when the message was taken (the box is then emptied). */
  onSend: (content: string) => boolean;
  onTyping: () => void;
}) {
  const { t } = useTranslation('chat');
  const [text, setText] = useState('');
  const box = useRef<HTMLTextAreaElement>(null);
  const blank = text.trim().length === 0;

  // Grows with its content up to a few lines, then scrolls.
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    el.style.height = 'auto';
    if (text) el.style.height = `${Math.min(el.scrollHeight, MAX_HEIGHT_PX)}px`;
  }, [text]);

  const submit = () => {
    if (blank) return;
    if (onSend(text)) setText('');
    box.current?.focus();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Not while an input method (e.g. a Burmese keyboard) is still composing a syllable.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <form
      onSubmit={onSubmit}
      className="flex items-end gap-2 border-t border-neutral-200 bg-white px-3 py-2 pb-[max(0.5rem,env(safe-area-inset-bottom))]"
    >
      <textarea
        ref={box}
        value={text}
        rows={1}
        maxLength={MESSAGE_MAX_LENGTH}
        onChange={(event) => {
          setText(event.target.value);
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
        disabled={blank}
        aria-label={t('conversation.send')}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-rose-600 text-white shadow-sm hover:bg-rose-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:bg-neutral-300 disabled:shadow-none"
      >
        <SendHorizontal aria-hidden="true" className="size-5" />
      </button>
    </form>
  );
}
