import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DateField } from '#client/components/form/form-date-field.tsx';
import { useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { fetchJson } from '#client/lib/api.ts';
import { queryKeys } from '#client/lib/query-keys.ts';
import type { Notice } from '#shared/notices.ts';
import { filterNotices, type NoticeSearch } from './filter-notices';
import { NoticeCard } from './notice-card';
import { useTranslation } from '#client/lib/i18n.ts';

const noSearch: NoticeSearch = { date: '', title: '' };

/**
 * The spec's Notice Board, for the admin and the student dashboards alike: give it the notices,
 * it offers search by date and by title and shows the matches newest date first. `title` starts
 * the title search (a hit of the student's top-bar search links here with it).
 */
export function NoticeBoard({ notices, title = '' }: { notices: Notice[]; title?: string }) {
  const { t } = useTranslation('admin-school');
  const [search, setSearch] = useState<NoticeSearch>({ ...noSearch, title });
  const shown = useMemo(() => filterNotices(notices, search), [notices, search]);
  const searching = search.date !== '' || search.title.trim() !== '';
  const client = useQueryClient();

  // The board opens the notices it shows: it says so (a PUT; the GET that loaded them wrote
  // nothing), and the bell counts the rest (issue 27.17). "New" stays on them for this visit.
  const unread = useMemo(() => notices.filter((n) => !n.read).map((n) => n.id), [notices]);
  useEffect(() => {
    if (unread.length === 0) return;
    fetchJson('/api/notices/read', { method: 'PUT', body: { ids: unread } })
      .then(() => client.invalidateQueries({ queryKey: queryKeys.notices.count }))
      .catch(() => undefined);
  }, [unread, client]);

  return (
    <Stack spacing={2}>
      <Box
        role="search"
        aria-label={t('notices.board.search')}
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'center',
          gridTemplateColumns: { xs: '1fr', sm: '200px 1fr auto' },
        }}
      >
        <DateField
          label={t('notices.board.byDate')}
          size="small"
          value={search.date}
          onChange={(e) => setSearch((s) => ({ ...s, date: e.target.value }))}
        />
        <TextField
          label={t('notices.board.byTitle')}
          type="search"
          size="small"
          value={search.title}
          onChange={(e) => setSearch((s) => ({ ...s, title: e.target.value }))}
        />
        <Button
          variant="text"
          onClick={() => setSearch(noSearch)}
          disabled={!searching}
          // On a phone an idle Clear button would take a row of its own.
          sx={{
            justifySelf: 'start',
            display: { xs: searching ? 'inline-flex' : 'none', sm: 'inline-flex' },
          }}
        >
          {t('notices.board.clear')}
        </Button>
      </Box>
      <p className="visually-hidden" role="status">
        {searching
          ? t('notices.board.matches', { total: notices.length, shown: shown.length })
          : ''}
      </p>
      {shown.length === 0 ? (
        <div className="dash-empty">
          <p>{t('notices.noneFound')}</p>
        </div>
      ) : (
        <Stack spacing={2} component="section" aria-label={t('notices.board.list')}>
          {shown.map((notice) => (
            <NoticeCard key={notice.id} notice={notice} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
