import { useId } from 'react';
import type { ZodType } from 'zod';
import { useSchemaForm } from '../../lib/forms';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { NoteField } from './NoteField';

export interface DecisionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** Label of the reason box, e.g. Reason or Notes (optional). */
  label: string;
  placeholder?: string;
  /** The rule of `{ reason }`, from the shared schema of the request (required or optional). */
  schema: ZodType<{ reason?: string | null }>;
  /** Whether the rule requires a reason (for the textarea's `required`). */
  required?: boolean;
  maxLength: number;
  confirmLabel: string;
  confirmingLabel: string;
  cancelLabel: string;
  /** The decision is being sent: the dialog stays open and waits. */
  pending: boolean;
  /** The trimmed reason; null when it is optional and was left blank. */
  onConfirm: (reason: string | null) => void;
}

/**
 * Asks for the reason of a refusal (reject a payment, deny a verification) before sending it;
 * the member reads it. The box is a NoteField (a counter, and text over `maxLength` refused by
 * `schema`, which must carry the same limit). Mount it with a `key` per request so each opening
 * starts empty.
 */
export function DecisionDialog({
  open,
  onOpenChange,
  title,
  description,
  label,
  placeholder,
  schema,
  required = false,
  maxLength,
  confirmLabel,
  confirmingLabel,
  cancelLabel,
  pending,
  onConfirm,
}: DecisionDialogProps) {
  const id = useId();
  const form = useSchemaForm({ schema, initialValues: { reason: '' } });
  const reason = form.field('reason');

  const changeOpen = (next: boolean) => {
    if (pending) return;
    if (!next) form.reset();
    onOpenChange(next);
  };

  const submit = form.handleSubmit((data) => onConfirm(data.reason || null));

  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="ghost" onClick={() => changeOpen(false)} disabled={pending}>
            {cancelLabel}
          </Button>
          <Button variant="destructive" type="submit" form={`${id}-form`} loading={pending}>
            {pending ? confirmingLabel : confirmLabel}
          </Button>
        </>
      }
    >
      <form id={`${id}-form`} onSubmit={submit} noValidate>
        {/* The counter shows the limit; text over it is refused by the schema, never cut. */}
        <NoteField
          id={`${id}-reason`}
          label={label}
          placeholder={placeholder}
          required={required}
          maxLength={maxLength}
          {...reason}
        />
      </form>
    </Dialog>
  );
}
