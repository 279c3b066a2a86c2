// The build's renderer (prerendering and the SPA shell), with the page's language set from its
// path (/pa/…, /hi/…) before it renders, so each prerendered page is written in its language and
// the browser hydrates it unchanged. Pages render one at a time (prerender concurrency 1), so
// setting the one i18next instance is safe. Every page waits for all its content: they are
// written to files, never streamed to a reader.
import { renderToReadableStream } from 'react-dom/server';
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
  const body = await renderToReadableStream(
    <ServerRouter context={routerContext} url={request.url} />,
    {
      signal: AbortSignal.timeout(streamTimeout),
      onError(error: unknown) {
        status = 500;
        console.error(error);
      },
    },
  );
  await body.allReady;
  responseHeaders.set('Content-Type', 'text/html');
  return new Response(body, { headers: responseHeaders, status });
}
