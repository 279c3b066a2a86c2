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
function start() {
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
}

function wake(event) {
  if (woken) return;
  woken = true;
  for (const type of triggers) window.removeEventListener(type, wake, true);
  // After what the input does and its next frame: a tap's click (the menu opening, a link
  // followed) comes first, and the app's loading starts behind it.
  const later = () => requestAnimationFrame(() => setTimeout(start, 0));
  if (event.type === 'pointerdown' || event.type === 'touchstart') {
    let done = false;
    const once = () => {
      if (done) return;
      done = true;
      window.removeEventListener('click', once, true);
      later();
    };
    window.addEventListener('click', once, { capture: true, passive: true });
    setTimeout(once, 500);
  } else {
    later();
  }
}

if (held) {
  for (const type of triggers)
    window.addEventListener(type, wake, { capture: true, passive: true });
}
