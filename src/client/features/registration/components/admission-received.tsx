import type { Ref } from 'react';
import { Link } from 'react-router';
import { Trans, useTranslation } from '#client/lib/i18n.ts';
import { useLocalizedPath } from '#client/lib/language.ts';

/** What the applicant sees once the app has sent the form: the application number and what next. */
export function AdmissionReceived({
  applicationId,
  ref,
}: {
  applicationId: string;
  ref: Ref<HTMLDivElement>;
}) {
  const { t } = useTranslation('public');
  const to = useLocalizedPath();
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      className="contact-form__status contact-form__status--success admission-received"
    >
      <strong>{t('admission.receivedTitle')}</strong>{' '}
      <Trans
        t={t}
        i18nKey="admission.received"
        values={{ id: applicationId }}
        components={{ strong: <strong />, loginLink: <Link to={to('/login')} /> }}
      />
    </div>
  );
}
