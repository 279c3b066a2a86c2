import { useEffect, type ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useNavigationType,
} from 'react-router';
import type { Route } from './+types/root';
import { PageLoading } from '../components/page-loading';
import { ToastHost } from '../components/toast-host';
import '../styles/base.css';
import { useTranslation } from '../lib/i18n';
import { academy } from '../../shared/academy';

export function meta() {
  return [
    { title: academy.name },
    {
      name: 'description',
      content: 'A coaching and education academy in Punjab, India: courses, coaching and exams.',
    },
  ];
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1d3a8a" />
        <Meta />
        <Links />
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

export default function App() {
  return (
    <>
      <ScrollToTop />
      <Outlet />
    </>
  );
}

export function HydrateFallback() {
  return <PageLoading />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation('public');
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
        <a href="/">{t('errorPage.home')}</a>
      </p>
    </main>
  );
}
