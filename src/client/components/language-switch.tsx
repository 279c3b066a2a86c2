import { useId } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { fetchJson } from '../lib/api';
import { isLanguage, languageNames, languages, useTranslation, type Language } from '../lib/i18n';
import { applyLanguage, isLocalizedPath, localizedPath, rememberLanguage } from '../lib/language';

type LanguageSwitchProps = {
  /** Someone is logged in: the choice is also stored with the user (their other devices). */
  signedIn?: boolean;
  /** 'header' (public site), 'drawer' (the phone menu) or 'topbar' (dashboards). */
  place: 'header' | 'drawer' | 'topbar';
};

/** The switch's name in all three scripts, so a reader of any of them finds it. */
const switchLabel = 'Language · ਭਾਸ਼ਾ · भाषा';

/** The query a language link carries: the server remembers the choice (cookie) before answering. */
const chooseLanguageParam = 'lang';

/**
 * The language switch. On the public pages and the logins (which have a URL per language) it is a
 * set of links to this page in each language, each named in its own script: a link works before
 * any script has run (a quiet page's first tap navigates at once, decision 048), and each carries
 * `?lang=` so the server remembers the choice. Once the app is live a press is handled in the
 * page (the cookie, the user's stored language, the new language's strings, a client-side
 * navigation). In the dashboards' top bar (one URL for every language) it is a native select.
 */
export function LanguageSwitch(props: LanguageSwitchProps) {
  return props.place === 'topbar' ? <LanguageSelect {...props} /> : <LanguageLinks {...props} />;
}

/** Remembers the language, stores it with the user, switches and goes to the page in it. */
function useChooseLanguage(signedIn: boolean) {
  const navigate = useNavigate();
  return async function choose(language: Language) {
    rememberLanguage(language);
    if (signedIn) {
      // The interface changes at once; a failed save only costs the other devices the choice.
      void fetchJson('/api/account/language', { method: 'PUT', body: { language } }).catch(
        () => {},
      );
    }
    await applyLanguage(language);
    // The address bar, not the rendered route: right after a link is followed the URL already
    // names the new page while the old one stays on screen until the new one's code has loaded.
    const { pathname, search, hash } = window.location;
    if (isLocalizedPath(pathname)) {
      const here = `${pathname}${search}${hash}`;
      const there = localizedPath(here, language);
      if (there !== here) await navigate(there, { preventScrollReset: true });
    }
  };
}

function LanguageLinks({ signedIn = false, place }: LanguageSwitchProps) {
  const { t, i18n } = useTranslation('layout');
  const { pathname } = useLocation();
  const choose = useChooseLanguage(signedIn);
  const current: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  return (
    <nav
      className={`lang-switch lang-switch--links lang-switch--${place}`}
      aria-label={switchLabel}
    >
      <GlobeIcon />
      <ul className="lang-switch__list">
        {languages.map((language) => (
          <li key={language}>
            <a
              className="lang-switch__link"
              href={`${localizedPath(pathname, language)}?${chooseLanguageParam}=${language}`}
              hrefLang={language}
              lang={language}
              title={language === current ? undefined : t('languageSwitch.hint')}
              aria-current={language === current ? 'true' : undefined}
              onClick={(e) => {
                if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey)
                  return;
                e.preventDefault();
                if (language !== current) void choose(language);
              }}
            >
              {languageNames[language]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The dashboards' switch: a native select (keyboard, screen readers and phones handle it as they
 * know), each language named in its own script. The choice is kept in the `lang` cookie for a
 * year, stored with the user when logged in, and on a public page leads to the same page at its
 * URL in that language (/pa/…, /hi/…, or the bare path for English).
 */
function LanguageSelect({ signedIn = false, place }: LanguageSwitchProps) {
  const { t, i18n } = useTranslation('layout');
  const id = useId();
  const choose = useChooseLanguage(signedIn);
  const current: Language = isLanguage(i18n.language) ? i18n.language : 'en';

  return (
    <div className={`lang-switch lang-switch--${place}`}>
      <label htmlFor={id} className="lang-switch__label">
        <GlobeIcon />
      </label>
      <select
        id={id}
        className="lang-switch__select"
        // Its name in an attribute, not in drawn (visually hidden) text: drawn Gurmukhi and
        // Devanagari would make every English page download both scripts' fonts.
        aria-label={switchLabel}
        value={current}
        title={t('languageSwitch.hint')}
        onChange={(e) => {
          const next = e.target.value;
          if (isLanguage(next)) void choose(next);
        }}
      >
        {languages.map((language) => (
          <option key={language} value={language} lang={language}>
            {languageNames[language]}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The globe beside either kind of switch (drawn inline: no icon font or request). */
function GlobeIcon() {
  return (
    <svg
      className="lang-switch__icon"
      width="20"
      height="20"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <path fill="currentColor" d={globe} />
    </svg>
  );
}

const globe =
  'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm6.9 6h-2.9a15.7 15.7 0 0 0-1.4-3.6A8 8 0 0 1 18.9 8ZM12 4c.8 1.2 1.5 2.5 1.9 4h-3.8c.4-1.5 1.1-2.8 1.9-4ZM4.3 14a8.2 8.2 0 0 1 0-4h3.4a16.5 16.5 0 0 0 0 4H4.3Zm.8 2h2.9c.3 1.3.8 2.5 1.4 3.6A8 8 0 0 1 5.1 16ZM8 8H5.1a8 8 0 0 1 4.3-3.6C8.8 5.5 8.4 6.7 8 8Zm4 12c-.8-1.2-1.5-2.5-1.9-4h3.8c-.4 1.5-1.1 2.8-1.9 4Zm2.3-6H9.7a14.7 14.7 0 0 1 0-4h4.6a14.7 14.7 0 0 1 0 4Zm.3 5.6c.6-1.1 1.1-2.3 1.4-3.6h2.9a8 8 0 0 1-4.3 3.6Zm1.7-5.6a16.5 16.5 0 0 0 0-4h3.4a8.2 8.2 0 0 1 0 4h-3.4Z';
