import { academy } from '#shared/academy.ts';
import { i18n, Trans, useTranslation } from '#client/lib/i18n.ts';
import { LegalPage } from './legal-page';
import { pageMeta } from './seo';

export function meta() {
  return pageMeta({
    title: i18n.t('public:meta.terms.title', { academy: academy.name }),
    description: i18n.t('public:meta.terms.description', { academy: academy.name }),
    path: '/terms',
  });
}

const fees = [
  'terms.fees.shown',
  'terms.fees.instalments',
  'terms.fees.receipt',
  'terms.fees.extra',
] as const;
const refunds = [
  'terms.refunds.before',
  'terms.refunds.within7',
  'terms.refunds.after7',
  'terms.refunds.cancelled',
] as const;

export default function Terms() {
  const { t } = useTranslation('public');
  return (
    <LegalPage title={t('terms.title')}>
      <p>{t('terms.intro', { academy: academy.name, city: academy.address.city })}</p>
      <h2>{t('terms.admissionTitle')}</h2>
      <p>{t('terms.admission')}</p>
      <h2>{t('terms.feesTitle')}</h2>
      <ul>
        {fees.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
      <h2>{t('terms.refundsTitle')}</h2>
      <ul>
        {refunds.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
      <h2>{t('terms.conductTitle')}</h2>
      <p>{t('terms.conduct')}</p>
      <h2>{t('terms.certificatesTitle')}</h2>
      <p>{t('terms.certificates')}</p>
      <h2>{t('terms.portalTitle')}</h2>
      <p>{t('terms.portal')}</p>
      <h2>{t('terms.contentTitle')}</h2>
      <p>{t('terms.content')}</p>
      <h2>{t('terms.lawTitle')}</h2>
      <p>
        <Trans
          t={t}
          i18nKey="terms.law"
          values={{ email: academy.email }}
          components={{ mailLink: <a href={`mailto:${academy.email}`} /> }}
        />
      </p>
    </LegalPage>
  );
}
