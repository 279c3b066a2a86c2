import Box from '@mui/material/Box';
import { useEffect, useRef } from 'react';
import { useTranslation } from '#client/lib/i18n.ts';
import { formatRemaining, warnBelowMs, type Deadline } from '../countdown';
import { useCountdown } from '../use-countdown';

const announceAtMs = [30 * 60_000, 10 * 60_000, 5 * 60_000, 60_000];

type ExamClockProps = { deadline: Deadline; onZero: () => void };

/** 'Time Left: 00:59:12' from the server's clock; a screen reader hears it at a few moments only. */
export function ExamClock({ deadline, onZero }: ExamClockProps) {
  const ms = useCountdown(deadline);
  const { t } = useTranslation('mock');
  const fired = useRef(false);
  useEffect(() => {
    if (ms === 0 && !fired.current) {
      fired.current = true;
      onZero();
    }
  }, [ms, onZero]);
  /** countdown's remainingInWords ('5 minutes left'), in the reader's language. */
  const inWords = (at: number) => {
    const total = Math.ceil(Math.max(0, at) / 1000);
    return total >= 60
      ? t('exam.minutesLeft', { count: Math.floor(total / 60) })
      : t('exam.secondsLeft', { count: total });
  };
  const announcement = announceAtMs.find((at) => ms <= at && ms > at - 5_000);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}>
      <span>{t('exam.timeLeft')}</span>
      <Box
        component="span"
        role="timer"
        aria-live="off"
        data-testid="time-left"
        sx={{
          fontVariantNumeric: 'tabular-nums',
          fontWeight: 700,
          px: 0.75,
          borderRadius: 1,
          bgcolor: ms < warnBelowMs ? '#ffeb3b' : 'transparent',
          color: ms < warnBelowMs ? '#000' : 'inherit',
        }}
      >
        {formatRemaining(ms)}
      </Box>
      <span className="visually-hidden" aria-live="polite">
        {announcement !== undefined ? inWords(announcement) : ''}
      </span>
    </Box>
  );
}
