import type { Browser, BrowserContext, Page } from 'playwright-core';

/**
 * Watches a browser context for any sign that a stored payload was treated as markup or code:
 * a call of the exposed `__xss(n)`, a dialog (`alert(n)`), a request for `/xss-probe/n`, or an
 * element the page itself never writes (an inline event handler, a javascript:/data: URL, a
 * script, frame, object, base or refresh tag with a payload in it). The context bypasses the
 * site's Content-Security-Policy, so the rendering alone is under test, not the CSP behind it.
 */
export class XssWatch {
  readonly executions: string[] = [];
  readonly probes: string[] = [];
  readonly injected: string[] = [];
  readonly problems: string[] = [];
  views = 0;

  async newContext(browser: Browser, baseUrl: string): Promise<BrowserContext> {
    const context = await browser.newContext({
      baseURL: baseUrl,
      bypassCSP: true,
      viewport: { width: 1280, height: 900 },
      locale: 'en-IN',
    });
    context.setDefaultTimeout(20_000);
    await context.exposeBinding('__xss', ({ page }, n: unknown) => {
      this.executions.push(`__xss(${String(n)}) on ${page.url()}`);
    });
    await context.route('**/xss-probe/**', async (route) => {
      this.probes.push(route.request().url());
      await route.fulfill({ status: 204 });
    });
    context.on('page', (page) => this.watchPage(page));
    return context;
  }

  private watchPage(page: Page) {
    page.on('dialog', (dialog) => {
      this.executions.push(`dialog "${dialog.message()}" on ${page.url()}`);
      void dialog.dismiss().catch(() => {});
    });
    page.on('pageerror', (err) =>
      this.problems.push(`page error on ${page.url()}: ${err.message}`),
    );
    page.on('console', (msg) => {
      if (msg.type() === 'error')
        this.problems.push(`console.error on ${page.url()}: ${msg.text()}`);
    });
    page.on('response', (res) => {
      if (res.status() >= 500) this.problems.push(`${res.status()} from ${res.url()}`);
    });
  }

  /**
   * Counts one page view: waits until the page shows at least `atLeast` payloads as text, then
   * records any element a payload injected. Answers the payload numbers shown.
   */
  async view(page: Page, atLeast: number, where = page.url()): Promise<Set<number>> {
    this.views += 1;
    const enough = await page
      .waitForFunction(
        (min) => {
          const found = document.body.innerText.match(/(?:__xss\(|alert\(|xss-probe\/)(\d+)/g);
          return new Set(found ?? []).size >= min;
        },
        atLeast,
        { timeout: 30_000, polling: 250 },
      )
      .then(() => true)
      .catch(() => false);
    const seen = new Set(await page.evaluate(shownPayloads));
    this.injected.push(...(await page.evaluate(injectedElements)).map((e) => `${where}: ${e}`));
    if (!enough) {
      const list = [...seen].sort((a, b) => a - b).join(',');
      throw new Error(`${where} showed ${seen.size} payloads, not ${atLeast}: ${list}`);
    }
    return seen;
  }

  /** Shows the largest page of a paged table, then each further page: one view each. */
  async everyPage(page: Page, atLeast: number, seen = new Set<number>()): Promise<Set<number>> {
    const size = page.getByRole('combobox', { name: /Rows per page/ }).first();
    await size.waitFor({ timeout: 30_000 });
    await size.click();
    await page.getByRole('option').last().click();
    for (let step = 0; step < 20; step += 1) {
      for (const n of await this.view(page, atLeast)) seen.add(n);
      const next = page.getByRole('button', { name: 'Go to next page' }).first();
      if (!(await next.isVisible()) || !(await next.isEnabled())) break;
      const before = await page.evaluate(() => document.body.innerText);
      await next.click();
      await page.waitForFunction((text) => document.body.innerText !== text, before, {
        timeout: 30_000,
      });
      // Further pages may hold only other files' records: each is still watched for injections.
      atLeast = 0;
    }
    return seen;
  }

  /** Every finding, for the final assertion; empty when nothing ran and nothing was injected. */
  findings(): string[] {
    return [...this.executions, ...this.probes.map((u) => `probe ${u}`), ...this.injected];
  }
}

function shownPayloads(): number[] {
  const found = document.body.innerText.matchAll(/(?:__xss\(|alert\(|xss-probe\/)(\d+)/g);
  return [...new Set([...found].map((m) => Number(m[1])))];
}

/** Elements and attributes the app never writes itself, found anywhere in the document. */
function injectedElements(): string[] {
  const out: string[] = [];
  // Browsers skip leading blanks and control characters before a URL's scheme.
  const scheme = (v: string) => v.replace(/^[^a-z]+/i, '').toLowerCase();
  const risky = { test: (v: string) => /^(javascript|data|vbscript):/.test(scheme(v)) };
  const walk = (root: Document | ShadowRoot) => {
    for (const el of Array.from(root.querySelectorAll('*'))) {
      for (const attr of Array.from(el.attributes)) {
        const name = attr.name.toLowerCase();
        const urlAttr = ['href', 'src', 'action', 'formaction', 'data', 'xlink:href', 'srcdoc'];
        if (name.startsWith('on')) out.push(`<${el.localName} ${name}>`);
        else if (urlAttr.includes(name) && (risky.test(attr.value) || name === 'srcdoc'))
          out.push(`<${el.localName} ${name}="${attr.value.slice(0, 60)}">`);
      }
      const tag = el.localName;
      const marked = /__xss|xss-probe/.test(
        `${el.textContent ?? ''} ${el.outerHTML.slice(0, 400)}`,
      );
      const active = ['script', 'iframe', 'object', 'embed', 'base', 'style'].includes(tag);
      const refresh = tag === 'meta' && el.hasAttribute('http-equiv');
      const sheet = tag === 'link' && /xss-probe\//.test(el.getAttribute('href') ?? '');
      // JSON-LD is data, not script, as long as no "<" in it can close the element.
      const data = tag === 'script' && el.getAttribute('type') === 'application/ld+json';
      if (data && /</.test(el.textContent ?? '')) out.push('<script> JSON-LD with a raw "<"');
      if ((marked && !data && (active || refresh)) || sheet) out.push(`<${tag}> with a payload`);
      if (el.shadowRoot) walk(el.shadowRoot);
    }
  };
  walk(document);
  return out;
}
