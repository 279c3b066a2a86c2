// The browser entry: the page's language is loaded before React hydrates, so a Punjabi or Hindi
// page renders in its language from the first frame (and hydrates the prerendered HTML as is).
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadDashboardStrings } from '../lib/i18n';
import {
  applyLanguage,
  initialLanguage,
  isLocalizedPath,
  preferredLocation,
  rememberPathLanguage,
} from '../lib/language';

// A visitor who chose Punjabi or Hindi and opens a public page's English URL (a cached copy: the
// server redirects otherwise) goes to that page's URL in their language, before anything hydrates.
const elsewhere = preferredLocation();
if (elsewhere) window.location.replace(elsewhere);
else {
  // A /pa/ or /hi/ page: its language is the one this browser remembers from now on.
  rememberPathLanguage();
  // A dashboard or print page opened directly: its strings start loading now, beside the code
  // (its parent route, dashboard-strings.tsx, waits for them before it renders).
  if (!isLocalizedPath(window.location.pathname)) void loadDashboardStrings().catch(() => {});
  void applyLanguage(initialLanguage()).then(() =>
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    }),
  );
}
