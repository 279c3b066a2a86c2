import type { ReactNode, Ref } from 'react';
import { PrefetchPageLinks } from 'react-router';
import { PasswordField } from '#client/components/password-field.tsx';
import { useTranslation } from '#client/lib/i18n.ts';
import { translateValidation } from '#client/lib/server-messages.ts';
import { SessionExpiredNotice } from './session-expired-notice';
import type { useLoginForm } from './use-login-form';

type LoginFieldsProps = {
  /** Whose login: names the fields' ids (`<who>-id`, `<who>-password`) and the ID's label. */
  who: 'admin' | 'student' | 'teacher';
  id: string;
  onIdChange: (value: string) => void;
  idRef?: Ref<HTMLInputElement>;
  password: string;
  onPasswordChange: (value: string) => void;
  invalid: boolean;
  /** The id of the form's message, which explains both fields. */
  errorId: string;
};

/** The top of both login forms: a lost session's notice, then the ID and the password. */
export function LoginFields(p: LoginFieldsProps) {
  const { t } = useTranslation('auth');
  return (
    <>
      <SessionExpiredNotice />
      <div className="field">
        <label htmlFor={`${p.who}-id`}>{t(`${p.who}.id`)}</label>
        <input
          id={`${p.who}-id`}
          ref={p.idRef}
          value={p.id}
          onChange={(e) => p.onIdChange(e.target.value)}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          aria-required="true"
          aria-invalid={p.invalid || undefined}
          aria-describedby={p.errorId}
        />
      </div>
      <PasswordField
        id={`${p.who}-password`}
        label={t('password.label')}
        value={p.password}
        onChange={p.onPasswordChange}
        invalid={p.invalid}
        describedBy={p.errorId}
      />
    </>
  );
}

type LoginFormProps = {
  form: ReturnType<typeof useLoginForm>;
  /** The id of the message under the fields. */
  errorId: string;
  /** What stands between the fields and the message (the student's "Forgot password?"). */
  children?: ReactNode;
};

/** A login form: the fields, the message a refusal leaves, and the button that waits. */
export function LoginForm({ form, errorId, children }: LoginFormProps) {
  const { t } = useTranslation('auth');
  return (
    <>
      {/* From the click on: fetch the dashboard's code during the spec's wait, so it is on
          screen when the wait ends rather than a download later. */}
      {form.busy ? <PrefetchPageLinks page={form.next} /> : null}
      <form className="auth__form" onSubmit={form.onSubmit} noValidate>
        <LoginFields {...form.fields} errorId={errorId} />
        {children}
        <p id={errorId} className="auth__error" role="alert">
          {translateValidation(form.error)}
        </p>
        <button type="submit" className="button button--primary" disabled={form.busy}>
          {form.busy ? t('login.submitting') : t('login.submit')}
        </button>
      </form>
    </>
  );
}
