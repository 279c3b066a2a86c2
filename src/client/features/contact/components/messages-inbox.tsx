import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { ContactMessage } from '#shared/contact.ts';
import { formatDateTime } from '#shared/format.ts';
import { showToast } from '#client/components/toast-store.ts';
import { i18n, useTranslation } from '#client/lib/i18n.ts';
import { useDeleteMessage, useMarkRead, useMessages } from '../api/messages';
import { ConfirmDelete } from '#client/components/dashboard/confirm-delete.tsx';
import { QueryView } from '#client/components/dashboard/query-view.tsx';

type Filter = 'all' | 'unread' | 'read';

function toast(message: string, kind: 'success' | 'error') {
  showToast({ message, kind });
}

/** The admin's inbox of Contact Us messages: unread first to the eye, mark read/unread, delete. */
export function MessagesInbox() {
  const { t, i18n: i18nInstance } = useTranslation('admin-people');
  const messages = useMessages();
  const markRead = useMarkRead();
  const remove = useDeleteMessage();
  const [filter, setFilter] = useState<Filter>('all');
  const [target, setTarget] = useState<ContactMessage | null>(null);

  if (!messages.isSuccess) {
    return (
      <QueryView
        query={messages}
        loadingLabel={t('messages.loading')}
        errorMessage={t('messages.loadFailed')}
      >
        {() => null}
      </QueryView>
    );
  }
  const data = messages.data;

  const unread = data.filter((m) => !m.read).length;
  const shown = data.filter((m) => filter === 'all' || (filter === 'read') === m.read);

  const toggle = (m: ContactMessage) =>
    markRead.mutate({ id: m.id, read: !m.read }, { onError: (e) => toast(e.message, 'error') });

  const confirm = (m: ContactMessage) =>
    remove.mutate(m.id, {
      onSuccess: () => toast(i18n.t('admin-people:messages.deleted'), 'success'),
      onError: (e) => toast(e.message, 'error'),
      onSettled: () => setTarget(null),
    });

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography>{t('messages.count', { count: data.length, unread })}</Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={filter}
          onChange={(_e, v: Filter | null) => v && setFilter(v)}
          aria-label={t('messages.show')}
        >
          <ToggleButton value="all">{t('messages.filterAll')}</ToggleButton>
          <ToggleButton value="unread">{t('messages.filterUnread')}</ToggleButton>
          <ToggleButton value="read">{t('messages.filterRead')}</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      {shown.length === 0 ? (
        <div className="dash-empty">
          <p>{data.length === 0 ? t('messages.none') : t('messages.noneHere')}</p>
        </div>
      ) : (
        <Stack
          component="ul"
          spacing={1.5}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
          aria-label={t('messages.listLabel')}
        >
          {shown.map((m) => (
            <Paper
              component="li"
              key={m.id}
              variant="outlined"
              sx={{ p: 2, borderLeft: 4, borderLeftColor: m.read ? 'divider' : 'primary.main' }}
            >
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography
                  component="h2"
                  variant="subtitle1"
                  sx={{ fontWeight: m.read ? 500 : 700 }}
                >
                  {m.from_name}
                </Typography>
                <Typography variant="body2" component="a" href={`mailto:${m.from_email}`}>
                  {m.from_email}
                </Typography>
                {m.phone ? (
                  <Typography
                    variant="body2"
                    component="a"
                    href={`tel:${m.phone}`}
                    aria-label={t('contactExtra.callLabel', { phone: m.phone })}
                  >
                    {m.phone}
                  </Typography>
                ) : null}
                {!m.read ? (
                  <Chip size="small" color="primary" label={t('messages.unread')} />
                ) : null}
                <Chip size="small" variant="outlined" label={m.course} />
                {m.topic ? (
                  <Chip
                    size="small"
                    variant="outlined"
                    color="secondary"
                    label={t('contactExtra.fromCoursePage', { course: m.topic })}
                  />
                ) : null}
                <Typography variant="body2" color="text.secondary" sx={{ ml: 'auto' }}>
                  {formatDateTime(m.created_at, i18nInstance.language)}
                </Typography>
              </Stack>
              <Typography sx={{ mt: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {m.message}
              </Typography>
              <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
                <Button size="small" onClick={() => toggle(m)} disabled={markRead.isPending}>
                  {m.read ? t('messages.markUnread') : t('messages.markRead')}
                </Button>
                <Button size="small" color="error" onClick={() => setTarget(m)}>
                  {t('actions.delete')}
                </Button>
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
      <ConfirmDelete
        target={target}
        question={(m) => t('messages.confirmDelete', { name: m.from_name })}
        busy={remove.isPending}
        onNo={() => setTarget(null)}
        onYes={confirm}
      />
    </Stack>
  );
}
