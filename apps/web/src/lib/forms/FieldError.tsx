const LOOKS = {
  /** Small red text, under a field or a group of controls. */
  text: 'text-sm text-red-600',
  /** A red box, for a refusal of the whole form above its button. */
  box: 'rounded-xl bg-red-50 px-4 py-3 text-sm text-red-700',
};

/**
 * A form's message: under a field (`id` is what the field's aria-describedby points at), or, with
 * `alert`, about the whole form (announced at once). Renders nothing without a message.
 */
export function FieldError({
  id,
  message,
  alert,
  look = 'text',
}: {
  id?: string;
  message: string | null | undefined;
  alert?: boolean;
  look?: keyof typeof LOOKS;
}) {
  if (!message) return null;
  return (
    <p id={id} role={alert ? 'alert' : undefined} className={LOOKS[look]}>
      {message}
    </p>
  );
}
