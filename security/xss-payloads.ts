/**
 * The stored-XSS corpus. Every payload reports itself if it ever runs or is parsed as markup:
 * it calls `__xss(n)` (a binding the test exposes), `alert(n)` (a dialog the test watches) or
 * loads `/xss-probe/n` (a request the test watches). `n` (written § in the templates) is its number.
 */
const templates: string[] = [
  // Script tags and event handlers
  '<script>__xss(§)</script>',
  '<SCRIPT SRC=/xss-probe/§></SCRIPT>',
  '<img src=x onerror=__xss(§)>',
  '<img/src=x/onerror=__xss(§)>',
  '<IMG SRC=x oNeRrOr=alert(§)>',
  '<img src="/xss-probe/§">',
  '<svg onload=__xss(§)>',
  '<svg/onload=__xss(§)>',
  '<svg><script>__xss(§)</script></svg>',
  '<svg><animate onbegin=__xss(§) attributeName=x dur=1s>',
  '<details open ontoggle=__xss(§)>',
  '<body onload=__xss(§)>',
  '<input autofocus onfocus=__xss(§)>',
  '<x contenteditable autofocus onfocus=__xss(§)>',
  '<video><source onerror=__xss(§)></video>',
  '<audio src=x onerror=__xss(§)>',
  '<marquee onstart=__xss(§)>x</marquee>',
  '<scr<script>ipt>__xss(§)</scr</script>ipt>',
  // javascript: and data: URLs, for anything that becomes an href or src
  'javascript:__xss(§)',
  'JaVaScRiPt:__xss(§)//',
  '\u0001javascript:__xss(§)',
  'data:text/html,<script>parent.__xss(§)</script>',
  '<a href="javascript:__xss(§)" id=xss-link-§>link</a>',
  '<a href="&#106;avascript:__xss(§)">link</a>',
  '<iframe src="javascript:parent.__xss(§)"></iframe>',
  '<iframe srcdoc="<img src=x onerror=parent.__xss(§)>">',
  '<object data="javascript:parent.__xss(§)">',
  '<embed src="/xss-probe/§">',
  '<form action="javascript:__xss(§)"><button>x</button></form>',
  '<meta http-equiv=refresh content="0;url=javascript:__xss(§)">',
  '<base href="/xss-probe/§/">',
  // Attribute breakouts
  '" onmouseover="__xss(§)" autofocus onfocus="__xss(§)" x="',
  "' onfocus='__xss(§)' autofocus x='",
  '"><img src=x onerror=__xss(§)>',
  "'><svg onload=__xss(§)>",
  '`><img src=x onerror=__xss(§)>',
  // Closing the element a value may land in
  '</title><script>__xss(§)</script>',
  '</textarea><img src=x onerror=__xss(§)>',
  '</style><img src=x onerror=__xss(§)>',
  '</script><script>__xss(§)</script>',
  '--><img src=x onerror=__xss(§)><!--',
  ']]><img src=x onerror=__xss(§)>',
  // Template and markdown tricks
  "{{constructor.constructor('__xss(§)')()}}",
  '${__xss(§)}#{__xss(§)}<%= __xss(§) %>',
  '[click](javascript:__xss(§))',
  '![x](x" onerror="__xss(§))',
  '<img src=x alt=xss-probe/§ onerror="eval(atob(\'B64\'))">',
  // Mutation XSS: markup that changes meaning when parsed twice
  '<noscript><p title="</noscript><img src=x onerror=__xss(§)>">',
  '<math><mtext><table><mglyph><style><img src=x onerror=__xss(§)>',
  '<svg></p><style><a id="</style><img src=x onerror=__xss(§)>">',
  '<form><math><mtext></form><form><mglyph><svg><mtext><style><img src=x onerror=__xss(§)>',
  '<template><img src=x onerror=__xss(§)></template>',
  // Escaped and unusual encodings
  '\\u003cimg src=x onerror=__xss(§)\\u003e',
  '&lt;img src=x onerror=__xss(§)&gt;',
  '%3Cimg%20src=x%20onerror=__xss(§)%3E',
  '\uff1cscript\uff1e__xss(§)\uff1c/script\uff1e',
  'ਪੰਜਾਬੀ<img src=x onerror=__xss(§)>हिन्दी',
  // CSS
  '<div style="width:expression(__xss(§))">',
  '<div style="background:url(/xss-probe/§)">x</div>',
  '<style>@import "/xss-probe/§";</style>',
  '<link rel=stylesheet href=/xss-probe/§>',
  // Spreadsheet formulas (the CSV exports)
  '=HYPERLINK("/xss-probe/§","x")',
  '+__xss(§)',
  "-2+__xss(§)+cmd|' /C calc'!A0",
  "@SUM(__xss(§))*cmd|' /C calc'!A0",
  'a;=__xss(§)',
  'a\t=__xss(§)',
  'a\r=__xss(§)',
  'a,@__xss(§)',
  'a;"=__xss(§)',
  'a\t"+__xss(§)',
  ';-__xss(§);',
];

/** The corpus, numbered from 1; each payload names its own number. */
export const payloads: string[] = templates.map((t, i) => {
  const n = String(i + 1);
  return t.replace('B64', Buffer.from(`__xss(${n})`).toString('base64')).replaceAll('§', n);
});

/** Payloads for a field that holds at most `max` characters (and, with `noSpace`, no blanks). */
export function fitting(max: number, noSpace = false): { n: number; text: string }[] {
  return payloads
    .map((text, i) => ({ n: i + 1, text: noSpace ? text.replace(/\s+/g, '') : text }))
    .filter((p) => p.text.length <= max && p.text.trim() === p.text);
}

/** The payloads numbered `from`..`to` (inclusive), each with its number. */
export function range(from: number, to: number): { n: number; text: string }[] {
  return payloads.slice(from - 1, to).map((text, i) => ({ n: from + i, text }));
}

/**
 * As many of `list` as fit in `max` characters, joined by a space, and tallied for `field`; a
 * field shorter than its corpus so holds several payloads in one record.
 */
export function packed(
  list: { text: string }[],
  max: number,
  tally?: FieldTally,
  field = '',
): string {
  let out = '';
  for (const { text } of list) {
    const next = out ? `${out} ${text}` : text;
    if (next.length > max) continue;
    out = next;
    tally?.add(field);
  }
  return out;
}

/** Tallies payloads stored per field, for the printed figure. */
export class FieldTally {
  readonly counts = new Map<string, number>();
  add(field: string, n = 1): void {
    this.counts.set(field, (this.counts.get(field) ?? 0) + n);
  }
  get fields(): number {
    return this.counts.size;
  }
  get stored(): number {
    return [...this.counts.values()].reduce((a, b) => a + b, 0);
  }
}
