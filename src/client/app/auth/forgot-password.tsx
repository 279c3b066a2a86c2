import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { academy } from '#shared/academy.ts';
import { accountMessages } from '#shared/account.ts';
import { getPasswordResetInfo, requestResetLink } from '#client/features/account/api/account.ts';
import { ApiError } from '#client/lib/api.ts';
import { i18n, Trans, useTranslation } from '#client/lib/i18n.ts';
import { useLocalizedPath } from '#client/lib/language.ts';
import { translateValidation } from '#client/lib/server-messages.ts';
import { AuthShell } from './auth-shell';

export function meta() {
  return [
    { title: i18n.t('auth:meta.forgot.title', { academy: academy.name }) },
    {
      name: 'description',
      content: i18n.t('auth:meta.forgot.description', { academy: academy.name }),
    },
  ];
}

type State = 'loading' | 'form' | 'office' | 'sending' | 'sent';

/**
 * /forgot-password: with e-mail configured, the student gives their ID or e-mail and is sent a
 * link (the page says the same whether or not the account exists); otherwise the page says to
 * ask the academy office, whose Reset password gives a new one.
 */
export default function ForgotPassword() {
  const [state, setState] = useState<State>('loading');
  const [identifier, setIdentifier] = useState('');
  const [error, setError] = useState('');
  const [message, setMessage] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const { t } = useTranslation('auth');
  const to = useLocalizedPath();

  useEffect(() => {
    const abort = new AbortController();
    getPasswordResetInfo(abort.signal).then(
      (info) => setState(info.byEmail ? 'form' : 'office'),
      (err: unknown) => {
        if (err instanceof DOMException && err.name === 'AbortError') return;
        setState('office');
      },
    );
    return () => abort.abort();
  }, []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state !== 'form') return;
    if (!identifier.trim()) {
      setError(accountMessages.idRequired);
      inputRef.current?.focus();
      return;
    }
    setError('');
    setState('sending');
    try {
      const reply = await requestResetLink(identifier.trim());
      setMessage(reply.message);
      setState('sent');
    } catch (err) {
      setState(err instanceof ApiError && err.status === 503 ? 'office' : 'form');
      setError(err instanceof ApiError ? err.message : accountMessages.resetUnavailable);
    }
  }

  return (
    <AuthShell title={t('forgot.title')} subtitle={t('forgot.subtitle')}>
      {state === 'loading' ? (
        <p role="status">{t('forgot.loading')}</p>
      ) : state === 'office' ? (
        <p className="auth__notice" role="status">
          {translateValidation(accountMessages.resetUnavailable)}
        </p>
      ) : state === 'sent' ? (
        <p className="auth__notice" role="status">
          {translateValidation(message)}
        </p>
      ) : (
        <form className="auth__form" onSubmit={onSubmit} noValidate>
          <div className="field">
            <label htmlFor="reset-identifier">{t('forgot.identifier')}</label>
            <input
              id="reset-identifier"
              ref={inputRef}
              value={identifier}
              onChange={(e) => setIdentifier(e.target.value)}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={254}
              aria-invalid={error !== '' || undefined}
              aria-describedby="reset-error"
            />
          </div>
          <p id="reset-error" className="auth__error" role="alert">
            {translateValidation(error)}
          </p>
          <button type="submit" className="button button--primary" disabled={state !== 'form'}>
            {state === 'sending' ? t('forgot.sending') : t('forgot.send')}
          </button>
        </form>
      )}
      <p className="auth__footer">
        <Trans
          t={t}
          i18nKey="forgot.remembered"
          components={{ loginLink: <Link to={to('/login')} /> }}
        />
      </p>
    </AuthShell>
  );
}
