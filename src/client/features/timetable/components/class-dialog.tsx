import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import type { WeekClass } from '#shared/timetable.ts';
import { FormDialog } from '#client/components/dashboard/form-dialog.tsx';
import { showToast } from '#client/components/toast-store.ts';
import { translateValidation } from '#client/lib/server-messages.ts';
import { i18n, useTranslation } from '#client/lib/i18n.ts';
import { useClassCancellation } from '../api/timetable-week';

type ClassDialogProps = {
  /** The class, and whether to cancel it (with a reason) or restore it. */
  c: WeekClass;
  mode: 'cancel' | 'restore';
  /** 'Tally Prime: Morning A, Monday 10:00 am'. */
  what: string;
  onClose: () => void;
};

/** Cancel one class with a reason, or restore a cancelled one (issue 21.3). */
export function ClassDialog({ c, mode, what, onClose }: ClassDialogProps) {
  const { t } = useTranslation('timetable');
  const save = useClassCancellation();
  const [reason, setReason] = useState(c.cancelled ?? '');
  const [error, setError] = useState('');
  const [alert, setAlert] = useState('');

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setAlert('');
    const text = reason.trim();
    if (mode === 'cancel') {
      if (!text) return setError(t('cancel.reasonNeeded'));
      if (text.length > 200) return setError(t('cancel.reasonTooLong'));
    }
    setError('');
    try {
      await save.mutateAsync({ c, reason: mode === 'cancel' ? text : null });
      showToast({
        message:
          mode === 'cancel'
            ? i18n.t('timetable:cancel.done', { what })
            : i18n.t('timetable:restore.done', { what }),
        kind: 'success',
      });
      onClose();
    } catch (err) {
      const fields = (err as { fieldErrors?: Record<string, string[]> }).fieldErrors;
      const field = fields?.reason?.[0];
      if (field) setError(translateValidation(field));
      else setAlert((err as Error).message);
    }
  }

  return (
    <FormDialog
      title={mode === 'cancel' ? t('cancel.title') : t('restore.title')}
      intro={<p style={{ margin: 0 }}>{what}</p>}
      alert={alert || undefined}
      pending={save.isPending}
      cancelLabel={t('dialog.close')}
      submitLabel={mode === 'cancel' ? t('cancel.submit') : t('restore.submit')}
      submitColor={mode === 'cancel' ? 'error' : 'primary'}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      {mode === 'cancel' ? (
        <TextField
          label={t('cancel.reason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          required
          autoFocus
          multiline
          minRows={2}
          error={error !== ''}
          helperText={error || t('cancel.reasonHelp')}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
      ) : (
        <p style={{ margin: 0 }}>{t('restore.reason', { reason: c.cancelled ?? '' })}</p>
      )}
    </FormDialog>
  );
}
