import { type ComponentProps, type FormEvent, type ReactNode, useId } from 'react';
import { Button } from '../Button';
import { Dialog } from '../Dialog';

type ButtonVariant = ComponentProps<typeof Button>['variant'];

/**
 * A dialog whose body is a form: Cancel and a confirm button that submits it (Enter does too,
 * and a refusal shows in the form). While `pending` the confirm button waits (showing
 * `pendingLabel` if given) and, unless `holdWhilePending` is false, the dialog cannot be closed.
 */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  cancelLabel,
  confirmLabel,
  confirmVariant,
  pending,
  pendingLabel,
  holdWhilePending = true,
  onClose,
  onSubmit,
  className,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  cancelLabel: string;
  confirmLabel: string;
  confirmVariant?: ButtonVariant;
  pending: boolean;
  pendingLabel?: string;
  holdWhilePending?: boolean;
  /** Called as it closes without sending (e.g. to empty the form for the next opening). */
  onClose?: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  className?: string;
  children: ReactNode;
}) {
  const formId = useId();
  const held = pending && holdWhilePending;
  const changeOpen = (next: boolean) => {
    if (held) return;
    if (!next) onClose?.();
    onOpenChange(next);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="ghost" onClick={() => changeOpen(false)} disabled={held}>
            {cancelLabel}
          </Button>
          <Button
            {...(confirmVariant ? { variant: confirmVariant } : {})}
            type="submit"
            form={formId}
            loading={pending}
          >
            {pending && pendingLabel ? pendingLabel : confirmLabel}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate className={className}>
        {children}
      </form>
    </Dialog>
  );
}
