import { useId } from 'react';
import type { ZodType } from 'zod';
import { useSchemaForm } from '../../lib/forms';
import { FormDialog } from './FormDialog';
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

  const submit = form.handleSubmit((data) => onConfirm(data.reason || null));

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      onClose={() => form.reset()}
      title={title}
      description={description}
      cancelLabel={cancelLabel}
      confirmLabel={confirmLabel}
      confirmVariant="destructive"
      pending={pending}
      pendingLabel={confirmingLabel}
      onSubmit={submit}
    >
      {/* The counter shows the limit; text over it is refused by the schema, never cut. */}
      <NoteField
        id={`${id}-reason`}
        label={label}
        placeholder={placeholder}
        required={required}
        maxLength={maxLength}
        {...reason}
      />
    </FormDialog>
  );
}
