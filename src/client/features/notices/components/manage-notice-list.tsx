import DeleteIcon from '@mui/icons-material/Delete';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { formatDate } from '#shared/format.ts';
import type { Notice } from '#shared/notices.ts';
import { showToast } from '#client/components/toast-store.ts';
import { useDeleteNotice } from '../api/delete-notice';
import { ConfirmDelete } from '#client/components/dashboard/confirm-delete.tsx';
import { useTranslation } from '#client/lib/i18n.ts';

/** The existing notices under the Create Notice form, each with a delete icon that asks first. */
export function ManageNoticeList({ notices }: { notices: Notice[] }) {
  const { t, i18n } = useTranslation('admin-school');
  const [target, setTarget] = useState<Notice | null>(null);
  const remove = useDeleteNotice();

  function confirm(notice: Notice) {
    remove.mutate(notice.id, {
      onSuccess: () => {
        setTarget(null);
        showToast({
          message: t('notices.deleted'),
          kind: 'success',
        });
      },
      onError: (error) => {
        setTarget(null);
        showToast({
          message: error.message,
          kind: 'error',
        });
      },
    });
  }

  if (notices.length === 0) {
    return (
      <div className="dash-empty">
        <p>{t('notices.noneFound')}</p>
      </div>
    );
  }

  return (
    <Paper variant="outlined">
      <List disablePadding aria-label={t('notices.manage.list')}>
        {notices.map((notice, i) => (
          <ListItem
            key={notice.id}
            divider={i < notices.length - 1}
            secondaryAction={
              <IconButton
                edge="end"
                aria-label={t('notices.manage.deleteOne', { title: notice.title })}
                title={t('notices.manage.delete')}
                onClick={() => setTarget(notice)}
              >
                <DeleteIcon />
              </IconButton>
            }
            sx={{ pr: 8 }}
          >
            <ListItemText
              primary={notice.title}
              secondary={
                <>
                  <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                    {formatDate(notice.date, i18n.language)} ·{' '}
                    {t('notices.postedBy', { name: notice.postedBy })}
                  </Typography>
                  <Typography
                    component="span"
                    variant="body2"
                    sx={{ display: 'block', color: 'text.secondary' }}
                    noWrap
                  >
                    {notice.details}
                  </Typography>
                </>
              }
              slotProps={{
                primary: { sx: { fontWeight: 600, overflowWrap: 'anywhere' } },
                secondary: { component: 'span' },
              }}
            />
          </ListItem>
        ))}
      </List>
      <ConfirmDelete
        target={target}
        question={(n) => t('notices.manage.confirmDelete', { title: n.title })}
        busy={remove.isPending}
        onNo={() => setTarget(null)}
        onYes={confirm}
      />
    </Paper>
  );
}
