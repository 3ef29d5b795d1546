import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { errorText, validationText } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { Button, TextField } from '../../../ui';
import { useSignIn } from '../api';
import { checkCredentials, preloadCredentialRules } from '../checkCredentials';
import { AuthShell } from '../components/AuthShell';

export function SignInScreen() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const signIn = useSignIn();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = await checkCredentials('signIn', { username, password });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    signIn.mutate(checked.data, {
      onSuccess: ({ user }) =>
        navigate(user.role === 'admin' ? paths.admin : paths.home, { replace: true }),
    });
  }

  return (
    <AuthShell title={t('signIn.title')} subtitle={t('signIn.subtitle')}>
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
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          error={errors.username && validationText(errors.username, t)}
        />
        <TextField
          label={t('fields.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.password && validationText(errors.password, t)}
        />
        {signIn.isError && (
          <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-700">
            {errorText(signIn.error, t)}
          </p>
        )}
        <Button type="submit" size="lg" loading={signIn.isPending}>
          {signIn.isPending ? t('signIn.submitting') : t('signIn.submit')}
        </Button>
      </form>
      <p className="mt-8 text-center text-sm text-neutral-600">
        {t('signIn.noAccount')}{' '}
        <Link
          to={paths.signUp}
          className="inline-flex min-h-11 items-center font-semibold text-rose-600 underline-offset-2 hover:underline focus-visible:rounded focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500"
        >
          {t('signIn.signUpLink')}
        </Link>
      </p>
    </AuthShell>
  );
}
