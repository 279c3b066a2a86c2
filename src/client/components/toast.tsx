import { useEffect, useRef } from 'react';
import { timings } from '#shared/limits.ts';
import { useTranslation } from '../lib/i18n';

export type ToastPosition = 'top-center' | 'top-right';
export type ToastKind = 'success' | 'error' | 'info';

export type ToastProps = {
  message: string;
  kind?: ToastKind;
  position?: ToastPosition;
  /** Closes itself after this many milliseconds (the spec's toasts: 3000). */
  durationMs?: number;
  onClose: () => void;
};

/** One notification card without its screen position; the building block of Toast and ToastHost. */
export function ToastCard({
  message,
  kind = 'info',
  durationMs = timings.toastMs,
  onClose,
}: Omit<ToastProps, 'position'>) {
  const { t } = useTranslation('common');
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const timer = window.setTimeout(() => close.current(), durationMs);
    return () => window.clearTimeout(timer);
  }, [durationMs, message]);

  return (
    <div className={`toast toast--${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      <span className="toast__icon" aria-hidden="true">
        {kind === 'success' ? '✓' : kind === 'error' ? '!' : 'i'}
      </span>
      <span className="toast__message">{message}</span>
      <button type="button" className="toast__close" aria-label={t('dismiss')} onClick={onClose}>
        ×
      </button>
    </div>
  );
}
