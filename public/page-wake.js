// Wakes a quiet page (src/server/plugins/quiet-pages.ts, decisions 037 and 048). The prerendered
// page is whole and usable without its scripts: links go to prerendered pages, the phone menu is a
// native popover, the language switch is links and the forms post to the server. So it is sent
// with React Router's hydration script held inert (<script type="text/plain" id="app-module">)
// and its module list here, in data-preload, and the application loads when the visitor first
// presses, touches, types, focuses or scrolls. Nothing the visitor does waits for it: what they
// pressed is done by the browser at once, and the app takes over from there once live.

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

let woken = false;
function wake() {
  if (woken) return;
  woken = true;
  for (const type of triggers) window.removeEventListener(type, wake, true);
  // Off the input's own task: the press, its paint and a link's navigation come first.
  setTimeout(() => {
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
  }, 0);
}

if (held) {
  for (const type of triggers)
    window.addEventListener(type, wake, { capture: true, passive: true });
}
