import type { Ref } from 'react';
import { PasswordField } from '#client/components/password-field.tsx';
import { useTranslation } from '#client/lib/i18n.ts';
import { SessionExpiredNotice } from './session-expired-notice';

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
