import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { ReviewQuestion } from '#shared/mock-results.ts';
import { Trans, useTranslation } from '#client/lib/i18n.ts';
import { usePaletteLabels } from '../palette-labels';
import { formatDuration, formatMarks } from '../result-format';

const resultColors = {
  correct: 'success',
  wrong: 'error',
  unattempted: 'default',
  dropped: 'info',
  invalid: 'warning',
} as const;

type Filter = 'all' | 'correct' | 'wrong' | 'unattempted';

function Answer({ q }: { q: ReviewQuestion }) {
  const { t } = useTranslation('mock');
  if (q.options) {
    return (
      <Box component="ol" sx={{ m: 0, pl: 0, listStyle: 'none', display: 'grid', gap: 0.5 }}>
        {q.options.map((o, i) => {
          const chosen = q.answer === o.key;
          const right = q.correctOption === o.key;
          return (
            <Box
              component="li"
              key={o.key}
              sx={{
                p: 0.75,
                borderRadius: 1,
                border: 1,
                borderColor: right ? 'success.main' : chosen ? 'error.main' : 'divider',
                bgcolor: right ? '#e8f5e9' : chosen ? '#ffebee' : 'transparent',
              }}
            >
              ({i + 1}) {o.text}
              {right && <strong> — {t('review.correctAnswer')}</strong>}
              {chosen && <strong> — {t('review.yourAnswer')}</strong>}
            </Box>
          );
        })}
      </Box>
    );
  }
  return (
    <Typography>
      <Trans
        t={t}
        i18nKey="review.numerical"
        values={{
          answer: q.answer ?? '—',
          accepted: q.range
            ? q.range.min === q.range.max
              ? q.range.min
              : t('review.range', { min: q.range.min, max: q.range.max })
            : '—',
        }}
        components={{ b: <strong /> }}
      />
    </Typography>
  );
}

/** Question by question: the student's answer, the correct one, marks, time and the explanation. */
export function ResultReview({ review }: { review: ReviewQuestion[] }) {
  const [filter, setFilter] = useState<Filter>('all');
  const shown = review.filter((q) => filter === 'all' || q.result === filter);
  const { t } = useTranslation('mock');
  const paletteLabels = usePaletteLabels();
  const units = { h: t('units.h'), min: t('units.min'), s: t('units.s') };
  const resultLabels: Record<ReviewQuestion['result'], string> = {
    correct: t('result.correct'),
    wrong: t('result.wrong'),
    unattempted: t('result.unattempted'),
    dropped: t('review.dropped'),
    invalid: t('review.invalid'),
  };
  return (
    <Box component="section" aria-labelledby="review-heading" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id="review-heading" variant="h6" component="h3">
        {t('review.heading')}
      </Typography>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={filter}
        onChange={(_, value: Filter | null) => value && setFilter(value)}
        aria-label={t('review.show')}
        sx={{ flexWrap: 'wrap' }}
      >
        <ToggleButton value="all">{t('review.all')}</ToggleButton>
        <ToggleButton value="correct">{resultLabels.correct}</ToggleButton>
        <ToggleButton value="wrong">{resultLabels.wrong}</ToggleButton>
        <ToggleButton value="unattempted">{resultLabels.unattempted}</ToggleButton>
      </ToggleButtonGroup>
      {shown.map((q) => (
        <Paper
          key={q.questionId}
          variant="outlined"
          component="article"
          sx={{ p: 2, display: 'grid', gap: 1 }}
        >
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            <Typography component="h4" sx={{ fontWeight: 600 }}>
              {t('review.question', { number: q.number })}
            </Typography>
            <Chip size="small" label={resultLabels[q.result]} color={resultColors[q.result]} />
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('review.marks', { marks: `${q.marks > 0 ? '+' : ''}${formatMarks(q.marks)}` })} ·{' '}
              {formatDuration(q.timeSpentSeconds, units)} · {paletteLabels[q.state]}
            </Typography>
          </Box>
          <Typography sx={{ whiteSpace: 'pre-wrap' }}>{q.text}</Typography>
          {q.imageUrl && (
            <Box
              component="img"
              src={q.imageUrl}
              alt={t('question.figure', { number: q.number })}
              sx={{ maxWidth: '100%', maxHeight: 240 }}
            />
          )}
          <Answer q={q} />
          {q.explanation && (
            <Box sx={{ bgcolor: '#f5f8fc', p: 1.5, borderRadius: 1 }}>
              <Typography variant="subtitle2" component="p">
                {t('review.explanation')}
              </Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
                {q.explanation}
              </Typography>
            </Box>
          )}
        </Paper>
      ))}
    </Box>
  );
}
