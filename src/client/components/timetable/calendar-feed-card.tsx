import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { CalendarFeedCreated, CalendarFeedStatus } from '#shared/calendar-feeds.ts';
import { formatDate } from '#shared/format.ts';
import { ConfirmDelete } from '#client/components/dashboard/confirm-delete.tsx';
import { showToast } from '#client/components/toast-store.ts';
import { ApiError, fetchJson } from '#client/lib/api.ts';
import { useTranslation } from '#client/lib/i18n.ts';
import { translateServerMessage } from '#client/lib/server-messages.ts';

const feedKey = ['calendar-feed'] as const;

function failed(err: unknown) {
  if (err instanceof ApiError) {
    showToast({ kind: 'error', message: translateServerMessage(err.message, err.code) });
  }
}

/**
 * "Calendar feed" (issue 21.3, decision 069): a private link to the user's classes that Google
 * Calendar or a phone subscribes to. The link is shown once, when it is made (only its hash is
 * kept); making a new one or turning it off stops the old one at once.
 */
export function CalendarFeedCard() {
  const { t, i18n } = useTranslation('calendar');
  const client = useQueryClient();
  const headingId = useId();
  const [made, setMade] = useState<CalendarFeedCreated | null>(null);
  const [confirming, setConfirming] = useState(false);
  const status = useQuery({
    queryKey: feedKey,
    queryFn: ({ signal }) => fetchJson<CalendarFeedStatus>('/api/calendar-feed', { signal }),
  });
  const make = useMutation({
    mutationFn: () => fetchJson<CalendarFeedCreated>('/api/calendar-feed', { method: 'POST' }),
    onSuccess: (reply) => {
      setMade(reply);
      void client.invalidateQueries({ queryKey: feedKey });
    },
    onError: failed,
  });
  const revoke = useMutation({
    mutationFn: () => fetchJson<undefined>('/api/calendar-feed', { method: 'DELETE' }),
    onSuccess: () => {
      setMade(null);
      setConfirming(false);
      showToast({ kind: 'success', message: t('turnedOff') });
      void client.invalidateQueries({ queryKey: feedKey });
    },
    onError: (err) => {
      setConfirming(false);
      failed(err);
    },
  });

  const copy = async () => {
    if (!made) return;
    try {
      await navigator.clipboard.writeText(made.url);
      showToast({ kind: 'success', message: t('copied') });
    } catch {
      showToast({ kind: 'error', message: t('copyFailed') });
    }
  };

  const feed = status.data?.feed ?? null;
  const on = made !== null || feed !== null;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720, mt: 3 }}
    >
      <Typography id={headingId} component="h2" variant="h6" gutterBottom>
        {t('title')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t('explain')}
      </Typography>
      {made ? (
        <Stack spacing={1.5}>
          <Typography variant="body2" role="status">
            {t('shownOnce')}
          </Typography>
          <TextField
            label={t('linkLabel')}
            value={made.url}
            size="small"
            fullWidth
            slotProps={{ htmlInput: { readOnly: true, spellCheck: false } }}
            onFocus={(e) => e.target.select()}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button variant="contained" onClick={() => void copy()}>
              {t('copy')}
            </Button>
            <Button variant="outlined" href={made.webcalUrl}>
              {t('addToPhone')}
            </Button>
          </Stack>
        </Stack>
      ) : (
        feed && (
          <Typography variant="body2" sx={{ mb: 1 }}>
            {t('madeOn', { date: formatDate(feed.createdAt, i18n.language) })}
          </Typography>
        )
      )}
      {/* The buttons once the status is known: which one is first depends on it. */}
      {!status.isPending && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }}>
          <Button
            variant={made ? 'text' : 'contained'}
            disabled={make.isPending}
            onClick={() => make.mutate()}
          >
            {on ? t('newLink') : t('getLink')}
          </Button>
          {on && (
            <Button color="error" variant="text" onClick={() => setConfirming(true)}>
              {t('turnOff')}
            </Button>
          )}
        </Stack>
      )}
      <ConfirmDelete
        target={confirming ? true : null}
        question={() => t('confirmTurnOff')}
        busy={revoke.isPending}
        onNo={() => setConfirming(false)}
        onYes={() => revoke.mutate()}
      />
    </Paper>
  );
}
