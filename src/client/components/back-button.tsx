import { useNavigate } from 'react-router';
import { useTranslation } from '../lib/i18n';
import { useLocalizedPath } from '../lib/language';

/** Goes to the previous page; when there is none (a fresh tab), to the home page in the language. */
export function BackButton({ className = 'back-button' }: { className?: string }) {
  const navigate = useNavigate();
  const { t } = useTranslation('auth');
  const to = useLocalizedPath();
  function goBack() {
    const state = window.history.state as { idx?: number } | null;
    if (state?.idx && state.idx > 0) void navigate(-1);
    else void navigate(to('/'));
  }
  return (
    <button type="button" className={className} aria-label={t('shell.back')} onClick={goBack}>
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M15 5 8 12l7 7"
          stroke="currentColor"
          strokeWidth="2.4"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
