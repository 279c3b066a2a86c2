import { useEffect, useState } from 'react';

/** Past this many pixels the header turns frosted with a shadow (spec section 9). */
const frostAfterPx = 50;

/**
 * The header's scroll state: `hidden` while the visitor scrolls down (after the first screenful of
 * the header's own height), shown again as soon as they scroll up; `frosted` past 50px.
 */
export function useScrollHeader(pinned: boolean) {
  const [state, setState] = useState({ hidden: false, frosted: false });

  useEffect(() => {
    let lastY = window.scrollY;
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = Math.max(0, window.scrollY);
      const delta = y - lastY;
      if (Math.abs(delta) < 4 && y > 0) return;
      setState((prev) => {
        const frosted = y > frostAfterPx;
        const hidden = pinned ? false : delta > 0 ? y > 80 : false;
        return prev.hidden === hidden && prev.frosted === frosted ? prev : { hidden, frosted };
      });
      lastY = y;
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [pinned]);

  return state;
}
