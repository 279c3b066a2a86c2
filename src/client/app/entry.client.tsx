// The browser entry: the page's language is loaded before React hydrates, so a Punjabi or Hindi
// page renders in its language from the first frame (and hydrates the prerendered HTML as is).
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { applyLanguage, initialLanguage, preferredLocation } from '../lib/language';

// A visitor who chose Punjabi or Hindi and opens a public page's English URL (a cached copy: the
// server redirects otherwise) goes to that page's URL in their language, before anything hydrates.
const elsewhere = preferredLocation();
if (elsewhere) window.location.replace(elsewhere);
else
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
