import { academy, postalAddress } from '#shared/academy.ts';
import { useTranslation } from '#client/lib/i18n.ts';

/** The office's address, phone, e-mail and opening hours, with the maps link. */
export function ContactDetails() {
  const { t } = useTranslation('public');
  return (
    <section className="contact-details" aria-labelledby="office-title">
      <h2 id="office-title">{t('contact.office.title')}</h2>
      <address>
        <dl>
          <div>
            <dt>{t('contact.office.address')}</dt>
            <dd>
              {postalAddress()}
              <br />
              <a href={academy.mapsUrl} rel="noopener noreferrer" target="_blank">
                {t('contact.office.maps')}
              </a>
            </dd>
          </div>
          <div>
            <dt>{t('contact.office.phone')}</dt>
            <dd>
              <a href={academy.phoneHref}>{academy.phone}</a>
            </dd>
          </div>
          <div>
            <dt>{t('contact.office.email')}</dt>
            <dd>
              <a href={`mailto:${academy.email}`}>{academy.email}</a>
            </dd>
          </div>
          <div>
            <dt>{t('contact.office.hours')}</dt>
            <dd>{t('contact.office.hoursValue')}</dd>
          </div>
        </dl>
      </address>
    </section>
  );
}
