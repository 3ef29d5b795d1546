import type { ChangePasswordRequest } from '@dating/shared';
import { changePasswordRequestSchema, signInRequestSchema } from '@dating/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiFetch } from '../../../lib/api';
import { FieldError, useSchemaForm } from '../../../lib/forms';
import { SESSION_QUERY_KEY } from '../../../lib/queryClient';
import { TextField } from '../../../ui';

/** The server's rules, with sign-in's wording for a blank current password. */
const changePasswordFormSchema = changePasswordRequestSchema.extend({
  current_password: signInRequestSchema.shape.password,
});

/** POST /api/auth/password; other sessions end, and the session's must_change_password clears. */
export function useChangePassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordRequest) => apiFetch('/api/auth/password', { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
  });
}

export type ChangePassword = ReturnType<typeof useChangePassword>;

/**
 * Current + new password (the new one checked with the shared rule): the form of Settings ›
 * Change Password and of the forced screen after an admin's password reset. The submit button
 * is the caller's (`form={id}`), so a dialog can put it in its footer.
 */
export function ChangePasswordForm({
  id,
  change,
  onChanged,
}: {
  id: string;
  change: ChangePassword;
  onChanged?: () => void;
}) {
  const { t } = useTranslation('settings');
  const form = useSchemaForm({
    schema: changePasswordFormSchema,
    initialValues: { current_password: '', new_password: '' },
    fieldOfError: { PASSWORD_INCORRECT: 'current_password' },
  });

  const submit = form.handleSubmit(async (passwords) => {
    await change.mutateAsync(passwords);
    form.reset();
    onChanged?.();
  });

  return (
    <form id={id} onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextField
        label={t('password.current')}
        type="password"
        autoComplete="current-password"
        {...form.field('current_password')}
      />
      <TextField
        label={t('password.new')}
        type="password"
        autoComplete="new-password"
        hint={t('password.newHint')}
        {...form.field('new_password')}
      />
      <FieldError message={form.formError} alert />
    </form>
  );
}
