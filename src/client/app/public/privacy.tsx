import { academy, postalAddress } from '#shared/academy.ts';
import { i18n, Trans, useTranslation } from '#client/lib/i18n.ts';
import { LegalPage } from './legal-page';
import { pageMeta } from './seo';

export function meta() {
  return pageMeta({
    title: i18n.t('public:meta.privacy.title', { academy: academy.name }),
    description: i18n.t('public:meta.privacy.description', { academy: academy.name }),
    path: '/privacy',
  });
}

const collected = [
  'privacy.collect.contact',
  'privacy.collect.applications',
  'privacy.collect.records',
  'privacy.collect.technical',
] as const;
const uses = [
  'privacy.use.enquiry',
  'privacy.use.admissions',
  'privacy.use.security',
  'privacy.use.legal',
] as const;

export default function Privacy() {
  const { t } = useTranslation('public');
  return (
    <LegalPage title={t('privacy.title')}>
      <p>{t('privacy.intro', { academy: academy.name })}</p>
      <h2>{t('privacy.collectTitle')}</h2>
      <ul>
        {collected.map((key) => (
          <li key={key}>
            <Trans t={t} i18nKey={key} components={{ strong: <strong /> }} />
          </li>
        ))}
      </ul>
      <h2>{t('privacy.useTitle')}</h2>
      <ul>
        {uses.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
      <p>{t('privacy.noSale')}</p>
      <h2>{t('privacy.keepTitle')}</h2>
      <p>{t('privacy.keep')}</p>
      <h2>{t('privacy.protectTitle')}</h2>
      <p>{t('privacy.protect')}</p>
      <h2>{t('privacy.childrenTitle')}</h2>
      <p>{t('privacy.children')}</p>
      <h2>{t('privacy.rightsTitle')}</h2>
      <p>
        <Trans
          t={t}
          i18nKey="privacy.rights"
          values={{ email: academy.email, address: postalAddress() }}
          components={{ mailLink: <a href={`mailto:${academy.email}`} /> }}
        />
      </p>
      <h2>{t('privacy.changesTitle')}</h2>
      <p>{t('privacy.changes')}</p>
    </LegalPage>
  );
}
