import { useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from '#client/lib/i18n.ts';
import '#client/styles/public.css';
import '#client/styles/public-pages.css';
import '#client/styles/public-content.css';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SessionRoleContext, useSessionRoleLookup } from './use-account-links';

/** Every visitor page: skip link, header, the page, footer. */
export default function PublicLayout() {
  // Marks the moment the page became interactive (the prerendered HTML is inert until then).
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  // Asked once here: the header, the drawer, the footer and the pages' Log in buttons share it.
  const role = useSessionRoleLookup();
  const { t } = useTranslation('layout');
  return (
    <SessionRoleContext value={role}>
      <div className="site" data-ready={ready || undefined}>
        <a href="#main" className="skip-link">
          {t('skipToContent')}
        </a>
        <SiteHeader />
        <main id="main" className="site-main" tabIndex={-1}>
          <Outlet />
        </main>
        <SiteFooter />
      </div>
    </SessionRoleContext>
  );
}
