import { ToastCard, type ToastPosition } from './toast';
import { dismissToast, useToasts } from './toast-store';

const positions: ToastPosition[] = ['top-center', 'top-right'];

/**
 * Renders the toasts raised with showToast(); mounted once in the root layout. Both regions are
 * always in the page, empty until a toast comes: a live region that appears together with its
 * first message may not be announced, one already there is.
 */
export function ToastHost() {
  const toasts = useToasts();
  return (
    <>
      {positions.map((position) => (
        <div
          key={position}
          className={`toast-region toast-region--${position}`}
          aria-live="polite"
          aria-relevant="additions text"
          data-testid={`toast-region-${position}`}
        >
          {toasts
            .filter((t) => t.position === position)
            .map((t) => (
              <ToastCard
                key={t.id}
                message={t.message}
                kind={t.kind}
                durationMs={t.durationMs}
                onClose={() => dismissToast(t.id)}
              />
            ))}
        </div>
      ))}
    </>
  );
}
