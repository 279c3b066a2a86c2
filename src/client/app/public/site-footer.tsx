import { Link } from 'react-router';
import { academy, postalAddress } from '../../../shared/academy';
import { Logo } from '../../components/logo';
import { footerLinks } from './nav-links';
import { SocialIcon } from './social-icon';
import { useDashboardLink } from './use-account-links';

/** The public footer: contact details, quick links, social links, legal links and the credit. */
export function SiteFooter() {
  const year = new Date().getFullYear();
  const dashboard = useDashboardLink();
  // Someone logged in is offered their dashboard in place of Student Login.
  const quickLinks = footerLinks.map((l) => (dashboard && l.to === '/login' ? dashboard : l));
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <section className="site-footer__brand" aria-label="About the academy">
          <Link to="/" className="site-footer__logo" aria-label={`${academy.name} home`}>
            <Logo size={40} />
          </Link>
          <p>
            {academy.tagline}. Small batches, experienced teachers and courses that lead to work.
          </p>
          <ul className="site-footer__social">
            {academy.social.map((s) => (
              <li key={s.name}>
                <a
                  href={s.url}
                  rel="noopener noreferrer"
                  target="_blank"
                  aria-label={`${academy.name} on ${s.name}`}
                >
                  <SocialIcon network={s.name} />
                </a>
              </li>
            ))}
          </ul>
        </section>
        <nav className="site-footer__col" aria-label="Quick links">
          <h2 className="site-footer__title">Quick links</h2>
          <ul>
            {quickLinks.map((l) => (
              <li key={l.to}>
                <Link to={l.to}>{l.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section className="site-footer__col" aria-label="Contact details">
          <h2 className="site-footer__title">Contact</h2>
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
              <li className="site-footer__hours">{academy.hours}</li>
            </ul>
          </address>
        </section>
      </div>
      <div className="site-footer__bottom">
        <p>
          {`© ${year} ${academy.name}. All rights reserved. Website by `}
          <a href={academy.webAgency.url} rel="noopener noreferrer" target="_blank">
            {academy.webAgency.name}
          </a>
          .
        </p>
        <ul className="site-footer__legal">
          <li>
            <Link to="/privacy">Privacy Policy</Link>
          </li>
          <li>
            <Link to="/terms">Terms &amp; Conditions</Link>
          </li>
        </ul>
      </div>
    </footer>
  );
}
