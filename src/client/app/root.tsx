import { useEffect, type ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useNavigate,
  useNavigationType,
} from 'react-router';
import type { Route } from './+types/root';
import { PageLoading } from '../components/page-loading';
import { ToastHost } from '../components/toast-host';
import '../styles/base.css';
import '../styles/i18n.css';
import { i18n, localeOf, useTranslation } from '../lib/i18n';
import {
  applyLanguage,
  currentLanguage,
  isLocalizedPath,
  languageFromPath,
  localizedPath,
  stripLanguage,
  useLocalizedPath,
} from '../lib/language';
import { academy } from '#shared/academy.ts';

/** The fallback title and description of a page without its own, in the page's language. */
export function meta() {
  return [
    { title: academy.name },
    { name: 'description', content: i18n.t('public:meta.root.description') },
  ];
}

/**
 * A public page's versions in the other languages (`hreflang`), for search engines; English is
 * also the default for readers of any other language.
 */
function LanguageAlternates() {
  const { pathname } = useLocation();
  if (!isLocalizedPath(pathname)) return null;
  const bare = stripLanguage(pathname);
  const href = (language: 'en' | 'pa' | 'hi') =>
    `${academy.siteUrl}${localizedPath(bare, language)}`;
  return (
    <>
      <link rel="alternate" hrefLang="en" href={href('en')} />
      <link rel="alternate" hrefLang="pa" href={href('pa')} />
      <link rel="alternate" hrefLang="hi" href={href('hi')} />
      <link rel="alternate" hrefLang="x-default" href={href('en')} />
    </>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  // The page's language: set from the path before rendering (entry.server, entry.client) and
  // by every switch, so <html lang> follows it.
  useTranslation(); // re-renders on a switch
  return (
    <html lang={localeOf[currentLanguage()]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1d3a8a" />
        <Meta />
        <Links />
        <LanguageAlternates />
      </head>
      <body>
        {children}
        <ToastHost />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** Each new page starts at the top (the spec); back/forward keep ScrollRestoration's position. */
function ScrollToTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
  return null;
}

/**
 * Keeps a public page's language that of its path. A link to a bare (English) path followed from
 * a /pa/ or /hi/ page stays in that language, and so does a visitor whose `lang` cookie chose
 * Punjabi or Hindi; going back (POP) to an English URL shows English.
 */
function LanguageFromPath() {
  const { pathname, search, hash } = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  useEffect(() => {
    if (!isLocalizedPath(pathname)) return;
    const fromPath = languageFromPath(pathname) ?? 'en';
    const showing = currentLanguage();
    // A link to an English URL followed while reading Punjabi or Hindi (the switch changes the
    // language before it navigates, so choosing English is not undone here).
    if (fromPath === 'en' && showing !== 'en' && navigationType !== 'POP') {
      void navigate(localizedPath(`${pathname}${search}${hash}`, showing), { replace: true });
      return;
    }
    if (showing !== fromPath) void applyLanguage(fromPath);
  }, [pathname, search, hash, navigationType, navigate]);
  return null;
}

export default function App() {
  return (
    <>
      <ScrollToTop />
      <LanguageFromPath />
      <Outlet />
    </>
  );
}

export function HydrateFallback() {
  return <PageLoading />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation('public');
  const to = useLocalizedPath();
  let title = t('errorPage.title');
  let detail = t('errorPage.detail');
  if (isRouteErrorResponse(error)) {
    title =
      error.status === 404
        ? t('errorPage.notFoundTitle')
        : t('errorPage.statusTitle', { status: error.status });
    detail = error.status === 404 ? t('errorPage.notFoundDetail') : error.statusText || detail;
  }
  return (
    <main className="error-page">
      <h1>{title}</h1>
      <p>{detail}</p>
      <p>
        <a href={to('/')}>{t('errorPage.home')}</a>
      </p>
    </main>
  );
}
