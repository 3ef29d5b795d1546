/** The props of a dialog about one member (block, View As, reset password). */
export interface MemberDialogProps {
  user: { id: string; username: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}
