import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import type { AttemptResult } from '#shared/mock-results.ts';
import { formatDateTime } from '#shared/format.ts';
import { formatAccuracy, formatDuration, formatMarks } from '../result-format';
import { useTranslation } from '#client/lib/i18n.ts';
import { ResultReview } from './result-review';
import { SectionResults, type ResultColumns } from './section-results';
import { keepTogether } from '#client/components/keep-together.tsx';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1, sm: 1.5 } }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography sx={{ fontSize: { xs: 18, sm: 20 }, fontWeight: 600, whiteSpace: 'nowrap' }}>
        {value}
      </Typography>
    </Paper>
  );
}

type AttemptResultViewProps = { result: AttemptResult; backTo?: string };

/** Score, rank, percentile, section-wise figures and the review of one submitted attempt. */
export function AttemptResultView({ result, backTo }: AttemptResultViewProps) {
  const { total } = result;
  const { t, i18n } = useTranslation('mock');
  const submitted = {
    name: result.studentName,
    attempt: result.attemptNumber,
    at: formatDateTime(result.submittedAt, i18n.language),
  };
  const units = { h: t('units.h'), min: t('units.min'), s: t('units.s') };
  const columns: ResultColumns = {
    section: t('result.section'),
    score: t('result.score'),
    correct: t('result.correct'),
    wrong: t('result.wrong'),
    unattempted: t('result.unattempted'),
    negative: t('result.negativeMarks'),
    accuracy: t('result.accuracy'),
  };
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box>
        <Typography variant="h5" component="h2">
          {t('result.heading', { title: result.title })}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {keepTogether(
            result.submittedBy === 'server'
              ? t('result.byServer', submitted)
              : t('result.byStudent', submitted),
          )}
        </Typography>
      </Box>
      {!result.released || !total ? (
        <Alert severity="info">
          {t('result.notReleased', { at: formatDateTime(result.resultsAt, i18n.language) })}
        </Alert>
      ) : (
        <>
          {/* On a phone the figures sit two to a row (issue 27.18). */}
          <Box
            sx={{
              display: 'grid',
              gap: { xs: 1, sm: 1.5 },
              gridTemplateColumns: {
                xs: 'repeat(2, minmax(0, 1fr))',
                sm: 'repeat(auto-fill, minmax(150px, 1fr))',
              },
            }}
          >
            <Figure
              label={columns.score}
              value={`${formatMarks(total.score)} / ${formatMarks(total.maxScore)}`}
            />
            <Figure
              label={t('result.rank')}
              value={
                result.rank !== null
                  ? t('result.rankOf', { rank: result.rank, of: result.takers ?? '–' })
                  : '–'
              }
            />
            <Figure label={t('result.percentile')} value={result.percentile ?? '–'} />
            <Figure label={columns.correct} value={String(total.correct)} />
            <Figure label={columns.wrong} value={String(total.wrong)} />
            <Figure label={columns.unattempted} value={String(total.unattempted)} />
            <Figure label={columns.negative} value={formatMarks(-total.negativeMarks)} />
            <Figure label={columns.accuracy} value={formatAccuracy(total.accuracy)} />
            <Figure
              label={t('result.timeTaken')}
              value={formatDuration(result.timeTakenSeconds, units)}
            />
          </Box>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('result.marking', {
              correct: formatMarks(result.correctMarks),
              wrong: formatMarks(result.wrongMarks),
            })}
            {total.dropped > 0 ? ` ${t('result.dropped', { dropped: total.dropped })}` : ''}
          </Typography>
          {result.sections && result.sections.length > 0 && (
            <SectionResults sections={result.sections} columns={columns} />
          )}
          {result.review ? (
            <ResultReview review={result.review} />
          ) : (
            <Alert severity="info">
              {t('reviewHeld.closesOn', { at: formatDateTime(result.reviewAt, i18n.language) })}
            </Alert>
          )}
        </>
      )}
      {backTo && (
        <Box>
          <Button component={Link} to={backTo}>
            {t('backToTests')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
