import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { errorText, validationText } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { Button, TextField } from '../../../ui';
import { useSignUp } from '../api';
import { checkCredentials, preloadCredentialRules } from '../checkCredentials';
import { AuthShell } from '../components/AuthShell';

export function SignUpScreen() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const signUp = useSignUp();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The shared schema trims the username and applies the same rules as the server.
    const checked = await checkCredentials('signUp', { username, password });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    signUp.mutate(checked.data, {
      onSuccess: () => navigate(paths.onboarding('intro'), { replace: true }),
    });
  }

  return (
    <AuthShell title={t('signUp.title')} subtitle={t('signUp.subtitle')}>
      <form
        noValidate
        onSubmit={onSubmit}
        onFocus={preloadCredentialRules}
        className="flex flex-col gap-5"
      >
        <TextField
          label={t('fields.username')}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          hint={t('signUp.usernameHint')}
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          error={errors.username && validationText(errors.username, t)}
        />
        <TextField
          label={t('fields.password')}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          hint={t('signUp.passwordHint')}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.password && validationText(errors.password, t)}
        />
        {signUp.isError && (
          <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-700">
            {errorText(signUp.error, t)}
          </p>
        )}
        <Button type="submit" size="lg" loading={signUp.isPending}>
          {signUp.isPending ? t('signUp.submitting') : t('signUp.submit')}
        </Button>
      </form>
      <p className="mt-8 text-center text-sm text-neutral-600">
        {t('signUp.haveAccount')}{' '}
        <Link
          to={paths.signIn}
          className="inline-flex min-h-11 items-center font-semibold text-rose-600 underline-offset-2 hover:underline focus-visible:rounded focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500"
        >
          {t('signUp.signInLink')}
        </Link>
      </p>
    </AuthShell>
  );
}
