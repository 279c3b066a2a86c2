import { ToastCard, type ToastPosition } from './toast';
import { dismissToast, useToasts } from './toast-store';

const positions: ToastPosition[] = ['top-center', 'top-right'];

/** Renders the toasts raised with showToast(); mounted once in the root layout. */
export function ToastHost() {
  const toasts = useToasts();
  if (toasts.length === 0) return null;
  return (
    <>
      {positions.map((position) => {
        const here = toasts.filter((t) => t.position === position);
        if (here.length === 0) return null;
        return (
          <div key={position} className={`toast-region toast-region--${position}`}>
            {here.map((t) => (
              <ToastCard
                key={t.id}
                message={t.message}
                kind={t.kind}
                durationMs={t.durationMs}
                onClose={() => dismissToast(t.id)}
              />
            ))}
          </div>
        );
      })}
    </>
  );
}
