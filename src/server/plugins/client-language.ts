// The language side of serving pages (plugins/client.ts): a visitor's chosen language sends them
// to a public page's /pa/ or /hi/ URL, and a path that names no page answers 404 in the path's
// language before sending the reader to that language's home page.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { academy } from '#shared/academy.ts';
import { intlLocaleOf, type AppLocale } from '#shared/intl-locale.ts';

/** The cookie the web app keeps a visitor's language in (src/client/lib/language.ts). */
const languageCookie = 'lang';
const languagePrefix = /^\/(pa|hi)(\/|$)/;
const chosenLanguage = (value: string | undefined) =>
  value === 'pa' || value === 'hi' ? value : undefined;
/** '/Courses' → '/pa/Courses', '/' → '/pa'. */
const inLanguage = (path: string, language: 'pa' | 'hi') =>
  path === '/' ? `/${language}` : `/${language}${path}`;

const oneYear = 365 * 24 * 60 * 60;

/**
 * A language link (the switch's `?lang=en|pa|hi`, which works without the app) sets the `lang`
 * cookie as the app does when a language is chosen (src/client/lib/language.ts). Returns the
 * language chosen, or undefined.
 */
export function rememberChosenLanguage(
  request: FastifyRequest,
  reply: FastifyReply,
): AppLocale | undefined {
  const asked = (request.query as Record<string, unknown> | undefined)?.lang;
  if (asked !== 'en' && asked !== 'pa' && asked !== 'hi') return undefined;
  reply.setCookie(languageCookie, asked, { maxAge: oneYear, path: '/', sameSite: 'lax' });
  return asked;
}

/** The language of a path: its /pa or /hi prefix, else English. */
export function pathLanguage(pathname: string): AppLocale {
  return chosenLanguage(languagePrefix.exec(pathname)?.[1]) ?? 'en';
}

/**
 * A visitor who chose Punjabi or Hindi (the `lang` cookie) and opens a prerendered page's English
 * URL is sent to the page in that language, at its URL (`key` is the lower-cased path, `pages`
 * the prerendered ones). Returns the redirect, or null when the page is served as asked.
 */
export function languageRedirect(
  pathname: string,
  key: string,
  pages: ReadonlyMap<string, string>,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply | null {
  const chosen = chosenLanguage(request.cookies?.[languageCookie]);
  if (!chosen || languagePrefix.test(key) || !pages.has(inLanguage(key, chosen))) return null;
  const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
  reply.header('cache-control', 'no-store').header('vary', 'Cookie');
  return reply.redirect(`${inLanguage(pathname.replace(/\/+$/, '') || '/', chosen)}${query}`, 302);
}

/**
 * The words of the not-found page: the same as the web app's own (`errorPage` in
 * src/client/locales/<language>/public.json, which tests/api/client-pages.test.ts compares), as
 * the server may not import the client's files.
 */
export const notFoundText: Record<AppLocale, { title: string; detail: string; home: string }> = {
  en: {
    title: 'Page not found',
    detail: 'This page does not exist.',
    home: 'Go to the home page',
  },
  pa: {
    title: 'ਪੰਨਾ ਨਹੀਂ ਮਿਲਿਆ',
    detail: 'ਇਹ ਪੰਨਾ ਮੌਜੂਦ ਨਹੀਂ ਹੈ।',
    home: 'ਮੁੱਖ ਪੰਨੇ ’ਤੇ ਜਾਓ',
  },
  hi: {
    title: 'पेज नहीं मिला',
    detail: 'यह पेज मौजूद नहीं है।',
    home: 'होम पेज पर जाएँ',
  },
};

/** A language's home page: '/', '/pa', '/hi'. */
const homeOf = (language: AppLocale) => (language === 'en' ? '/' : `/${language}`);

/** The build's self-hosted regular face of a language's script (none for English). */
function scriptFont(assets: ReadonlySet<string>, language: AppLocale): string | undefined {
  if (language === 'en') return undefined;
  const script = language === 'pa' ? 'gurmukhi' : 'devanagari';
  const prefix = `noto-sans-${script}-${script}-400-normal-`;
  const name = [...assets].find((a) => a.startsWith(prefix) && a.endsWith('.woff2'));
  return name ? `/assets/${name}` : undefined;
}

/**
 * The small page a path that names nothing answers, in `language`: it says so, links to that
 * language's home page and goes there at once (a refresh, so without any script: the spec sends
 * unknown paths home). Search engines get the 404 and `noindex`. `font` is the script's face
 * (scriptFont), as few systems here have Gurmukhi or Devanagari fonts of their own.
 */
function notFoundPage(language: AppLocale, font?: string): string {
  const text = notFoundText[language];
  const home = homeOf(language);
  const face = font
    ? `@font-face{font-family:Indic;src:url(${font}) format("woff2");font-display:swap}`
    : '';
  return [
    '<!DOCTYPE html>',
    `<html lang="${intlLocaleOf[language]}">`,
    '<head>',
    '<meta charset="utf-8"/>',
    '<meta name="viewport" content="width=device-width, initial-scale=1"/>',
    '<meta name="robots" content="noindex"/>',
    `<meta http-equiv="refresh" content="0; url=${home}"/>`,
    `<title>${text.title} | ${academy.name}</title>`,
    `<style>${face}body{margin:0;font-family:Indic,system-ui,sans-serif;line-height:1.6;color:#1f2937}` +
      'main{max-width:36rem;margin:4rem auto;padding:0 1.25rem}a{color:#1d4ed8}</style>',
    '</head>',
    '<body>',
    `<main><h1>${text.title}</h1><p>${text.detail}</p><p><a href="${home}">${text.home}</a></p></main>`,
    '</body>',
    '</html>',
  ].join('');
}

/** Answers 404 with the not-found page in the language of `pathname` (`assets`: the build's). */
export function sendNotFoundPage(
  pathname: string,
  assets: ReadonlySet<string>,
  reply: FastifyReply,
): FastifyReply {
  const language = pathLanguage(pathname);
  return reply
    .code(404)
    .header('cache-control', 'no-cache')
    .type('text/html; charset=utf-8')
    .send(notFoundPage(language, scriptFont(assets, language)));
}
