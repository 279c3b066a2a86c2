import { Link } from 'react-router';
import { academy, postalAddress } from '#shared/academy.ts';
import { Logo } from '#client/components/logo.tsx';
import { useTranslation } from '#client/lib/i18n.ts';
import { useLocalizedPath } from '#client/lib/language.ts';
import { footerLinks } from './nav-links';
import { SocialIcon } from './social-icon';
import { useDashboardLink } from './use-account-links';

/** The public footer: contact details, quick links, social links, legal links and the credit. */
export function SiteFooter() {
  const year = new Date().getFullYear();
  const dashboard = useDashboardLink();
  const { t } = useTranslation('layout');
  const to = useLocalizedPath();
  // Someone logged in is offered their dashboard in place of Student Login.
  const quickLinks = footerLinks.map((l) => (dashboard && l.to === '/login' ? dashboard : l));
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <section className="site-footer__brand" aria-label={t('footer.about')}>
          <Link
            to={to('/')}
            className="site-footer__logo"
            aria-label={t('header.home', { name: academy.name })}
          >
            <Logo size={40} />
          </Link>
          <p>{t('footer.blurb', { tagline: t('footer.tagline') })}</p>
          <ul className="site-footer__social">
            {academy.social.map((s) => (
              <li key={s.name}>
                <a
                  href={s.url}
                  rel="noopener noreferrer"
                  target="_blank"
                  aria-label={t('footer.social', { name: academy.name, network: s.name })}
                >
                  <SocialIcon network={s.name} />
                </a>
              </li>
            ))}
          </ul>
        </section>
        <nav className="site-footer__col" aria-label={t('footer.quickLinks')}>
          <h2 className="site-footer__title">{t('footer.quickLinks')}</h2>
          <ul>
            {quickLinks.map((l) => (
              <li key={l.to}>
                <Link to={to(l.to)}>{t(l.labelKey)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section className="site-footer__col" aria-label={t('footer.contactDetails')}>
          <h2 className="site-footer__title">{t('footer.contact')}</h2>
          <address>
            <ul>
              <li>
                <a href={academy.phoneHref}>{academy.phone}</a>
              </li>
              <li>
                <a href={`mailto:${academy.email}`}>{academy.email}</a>
              </li>
              <li>
                <a href={academy.mapsUrl} rel="noopener noreferrer" target="_blank">
                  {postalAddress()}
                </a>
              </li>
              <li className="site-footer__hours">{t('footer.hours')}</li>
            </ul>
          </address>
        </section>
      </div>
      <div className="site-footer__bottom">
        <p>
          {`${t('footer.rights', { year, name: academy.name })} `}
          <a href={academy.webAgency.url} rel="noopener noreferrer" target="_blank">
            {academy.webAgency.name}
          </a>
          .
        </p>
        <ul className="site-footer__legal">
          <li>
            <Link to={to('/privacy')}>{t('footer.privacy')}</Link>
          </li>
          <li>
            <Link to={to('/terms')}>{t('footer.terms')}</Link>
          </li>
        </ul>
      </div>
    </footer>
  );
}
