// The build's renderer (prerendering and the SPA shell), with the page's language set from its
// path (/pa/…, /hi/…) before it renders, so each prerendered page is written in its language and
// the browser hydrates it unchanged. Pages render one at a time (prerender concurrency 1), so
// setting the one i18next instance is safe. Every page waits for all its content: they are
// written to files, never streamed to a reader.
import { prerender } from 'react-dom/static';
import { ServerRouter, type EntryContext } from 'react-router';
import { defaultLanguage, i18n, loadLanguage } from '../lib/i18n';
import { languageFromPath } from '../lib/language';

export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  const language = languageFromPath(new URL(request.url).pathname) ?? defaultLanguage;
  await loadLanguage(language);
  await i18n.changeLanguage(language);

  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  let status = responseStatusCode;
  // `prerender`, not a stream: every suspended part (the contact form's fields, whose code is a
  // chunk of its own) is written in its place, not after the page for an inline script to move
  // in. A page must be whole without scripts (decision 048).
  const { prelude } = await prerender(<ServerRouter context={routerContext} url={request.url} />, {
    signal: AbortSignal.timeout(streamTimeout),
    // React 19.2 otherwise moves a suspended part of a long page to its end (for a script to
    // move back): never, for a page that must be whole without scripts.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error: unknown) {
      status = 500;
      console.error(error);
    },
  });
  responseHeaders.set('Content-Type', 'text/html');
  return new Response(prelude, { headers: responseHeaders, status });
}
