import { KeyRound } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { Button, PhoneFrame, useToast } from '../../../ui';
import { useSignOut } from '../api';
import { ChangePasswordForm, useChangePassword } from '../components/ChangePasswordForm';

/**
 * After an admin's password reset the server refuses everything but the session, sign-out and
 * the password change (403 PASSWORD_CHANGE_REQUIRED): this screen stands in for the whole app
 * until a new password is chosen; the session then refreshes and the app continues.
 */
export default function ForcedPasswordScreen() {
  const { t } = useTranslation(['auth', 'settings']);
  const formId = useId();
  const change = useChangePassword();
  const signOut = useSignOut();
  const toast = useToast();
  return (
    <PhoneFrame>
      <main className="flex min-h-dvh flex-col gap-6 p-6">
        <div className="mt-8 flex flex-col items-center gap-3 text-center">
          <KeyRound aria-hidden="true" className="size-12 text-rose-600" />
          <h1 className="text-2xl font-bold text-neutral-900">{t('auth:forced.title')}</h1>
          <p className="text-neutral-600">{t('auth:forced.body')}</p>
        </div>
        <ChangePasswordForm id={formId} change={change} />
        <Button type="submit" form={formId} size="lg" loading={change.isPending}>
          {change.isPending ? t('settings:password.submitting') : t('auth:forced.submit')}
        </Button>
        <Button
          variant="ghost"
          loading={signOut.isPending}
          onClick={() =>
            signOut.mutate(
              { redirectTo: paths.signIn },
              { onError: (error) => toast.show(errorText(error, t), 'error') },
            )
          }
        >
          {t('common:guard.logOut')}
        </Button>
      </main>
    </PhoneFrame>
  );
}
