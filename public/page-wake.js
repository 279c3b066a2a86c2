// Wakes a quiet page (src/server/plugins/quiet-pages.ts, decision 037). The prerendered page is
// whole and readable without its scripts, so it is sent with React Router's hydration script held
// inert (<script type="text/plain" id="app-module">) and its module list here, in data-preload.
// The application loads when the visitor first presses, touches, types, focuses or scrolls. What
// they did while it loaded is done again once the page is live (the public layout marks its root
// `data-ready`): a button pressed, a language chosen, a form sent. Links need nothing: they are
// real links to prerendered pages.

const held = document.getElementById('app-module');
const preloads = (document.querySelector('script[data-preload]')?.dataset.preload ?? '')
  .split(' ')
  .filter(Boolean);
const triggers = [
  'pointerdown',
  'touchstart',
  'keydown',
  'focusin',
  'input',
  'change',
  'wheel',
  'scroll',
];
const remembered = ['click', 'change', 'submit'];

/** What the visitor did before the page was live, to be done again. */
let pressed = null;
let chosen = null;
let sent = null;

function remember(event) {
  const target = event.target;
  if (!(target instanceof Element)) return;
  if (event.type === 'submit') {
    // A form sent before its code is there would be sent by the browser, as a page load.
    event.preventDefault();
    sent = { form: target, submitter: event.submitter ?? null };
  } else if (event.type === 'change' && target instanceof HTMLSelectElement) {
    chosen = { select: target, value: target.value };
  } else if (event.type === 'click') {
    const button = target.closest('button[type="button"], [role="button"], summary');
    if (button) pressed = button;
  }
}

function replay() {
  for (const type of remembered) window.removeEventListener(type, remember, true);
  if (chosen?.select.isConnected) {
    chosen.select.value = chosen.value;
    chosen.select.dispatchEvent(new Event('change', { bubbles: true }));
  }
  if (pressed?.isConnected) pressed.click();
  if (sent?.form.isConnected) {
    const { form, submitter } = sent;
    form.requestSubmit(submitter?.isConnected && submitter.form === form ? submitter : undefined);
  }
}

function whenLive(done) {
  const live = () => document.querySelector('.site[data-ready]') !== null;
  if (live()) return done();
  const watch = new MutationObserver(() => {
    if (!live()) return;
    watch.disconnect();
    done();
  });
  watch.observe(document.body, {
    subtree: true,
    attributes: true,
    attributeFilter: ['data-ready'],
  });
}

let woken = false;
function wake() {
  if (woken) return;
  woken = true;
  for (const type of triggers) window.removeEventListener(type, wake, true);
  for (const href of preloads) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  // The same text as the held script, so the page's CSP hash allows it.
  const script = document.createElement('script');
  script.type = 'module';
  script.textContent = held.textContent;
  document.body.append(script);
  whenLive(replay);
}

if (held) {
  for (const type of remembered) window.addEventListener(type, remember, true);
  for (const type of triggers)
    window.addEventListener(type, wake, { capture: true, passive: true });
}
