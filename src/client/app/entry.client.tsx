// The browser entry: the page's language is loaded before React hydrates, so a Punjabi or Hindi
// page renders in its language from the first frame (and hydrates the prerendered HTML as is).
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { applyLanguage, initialLanguage } from '../lib/language';

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
