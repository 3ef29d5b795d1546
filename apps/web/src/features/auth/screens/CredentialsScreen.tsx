import { ENTRY_ERROR_MESSAGES, type SessionUser } from '@dating/shared';
import { useTranslation } from 'react-i18next';
import { FieldError, useSchemaForm } from '../../../lib/forms';
import { AppLink, useNav } from '../../../lib/nav';
import { paths } from '../../../lib/paths';
import { Button, TextField } from '../../../ui';
import { getSignedOutNotice, useSignIn, useSignUp } from '../api';
import { AuthShell } from '../components/AuthShell';
import {
  type CredentialsForm,
  loadCredentialSchema,
  preloadCredentialRules,
} from '../credentialRules';

const linkClass =
  'inline-flex min-h-11 items-center font-semibold text-rose-600 underline-offset-2 hover:underline focus-visible:rounded focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500';

/** What differs between the two forms: texts, the password's autocomplete, where success goes. */
const FORMS = {
  signIn: {
    passwordAutoComplete: 'current-password',
    hints: false,
    other: { path: paths.signUp, prompt: 'signIn.noAccount', link: 'signIn.signUpLink' },
    after: (user: SessionUser) => (user.role === 'admin' ? paths.admin : paths.home),
  },
  signUp: {
    passwordAutoComplete: 'new-password',
    hints: true,
    other: { path: paths.signIn, prompt: 'signUp.haveAccount', link: 'signUp.signInLink' },
    after: () => paths.onboarding('intro'),
  },
} as const;

/** Username and password: the sign-in and sign-up screens are this one form. */
function CredentialsScreen({ form: kind }: { form: CredentialsForm }) {
  const { t } = useTranslation('auth');
  const navigate = useNav();
  const signIn = useSignIn();
  const signUp = useSignUp();
  const send = kind === 'signIn' ? signIn : signUp;
  const config = FORMS[kind];
  // Signed out by the server while the app was open (an admin blocked the account).
  const notice = kind === 'signIn' ? getSignedOutNotice() : null;
  const form = useSchemaForm({
    schema: () => loadCredentialSchema(kind),
    initialValues: { username: '', password: '' },
    // Said under the username, and gone as soon as it is edited.
    fieldOfError: { USERNAME_TAKEN: 'username' },
  });

  const onSubmit = form.handleSubmit(async (credentials) => {
    const { user } = await send.mutateAsync(credentials);
    navigate(config.after(user), { replace: true });
  });

  return (
    <AuthShell title={t(`${kind}.title`)} subtitle={t(`${kind}.subtitle`)}>
      {notice && (
        <p
          role="alert"
          data-testid="signed-out-notice"
          className="mb-5 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-700"
        >
          {t(notice, { ns: 'errors', defaultValue: ENTRY_ERROR_MESSAGES[notice] })}
        </p>
      )}
      <form
        noValidate
        onSubmit={onSubmit}
        onFocus={preloadCredentialRules}
        className="flex flex-col gap-5"
      >
        <TextField
          label={t('fields.username')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          hint={config.hints ? t('signUp.usernameHint') : undefined}
          {...form.field('username')}
        />
        <TextField
          label={t('fields.password')}
          type="password"
          autoComplete={config.passwordAutoComplete}
          required
          hint={config.hints ? t('signUp.passwordHint') : undefined}
          {...form.field('password')}
        />
        <FieldError message={form.formError} alert look="box" />
        <Button type="submit" size="lg" loading={send.isPending}>
          {send.isPending ? t(`${kind}.submitting`) : t(`${kind}.submit`)}
        </Button>
      </form>
      <p className="mt-8 text-center text-sm text-neutral-600">
        {t(config.other.prompt)}{' '}
        <AppLink to={config.other.path} className={linkClass}>
          {t(config.other.link)}
        </AppLink>
      </p>
    </AuthShell>
  );
}

export function SignInScreen() {
  return <CredentialsScreen form="signIn" />;
}

export function SignUpScreen() {
  return <CredentialsScreen form="signUp" />;
}
