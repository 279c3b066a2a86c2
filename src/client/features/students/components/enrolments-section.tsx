import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { EnrolmentRow } from '#shared/enrolments.ts';
import { formatDate } from '#shared/format.ts';
import { istDate } from '#shared/ist.ts';
import { showToast } from '#client/components/toast-store.ts';
import { ApiError } from '#client/lib/api-error.ts';
import { useTranslation } from '#client/lib/i18n.ts';
import { translateServerMessage } from '#client/lib/server-messages.ts';
import { useAddEnrolment, useCourseList, useEndEnrolment, useEnrolments } from '../api/enrolments';

/** What a refusal says beside a field, and what it says above the form otherwise. */
function refusalOf(error: unknown, field: string): { field?: string; form?: string } {
  if (!error) return {};
  if (error instanceof ApiError) {
    const own = error.fieldErrors[field]?.[0];
    if (own) return { field: translateServerMessage(own, error.code) };
    return { form: error.message };
  }
  return { form: translateServerMessage('Something went wrong. Please try again.') };
}

/**
 * Student Details → Enrolments (issue 27.3, decision 044): each course the student took or
 * takes (course, from, to, status), a course added from today, a running one ended.
 */
export function EnrolmentsSection({ studentId }: { studentId: number }) {
  const { t, i18n } = useTranslation('admin-people');
  const history = useEnrolments(studentId);
  const [adding, setAdding] = useState(false);
  const [ending, setEnding] = useState<EnrolmentRow | null>(null);
  const rows = history.data?.enrolments ?? [];
  const day = (d: string | null) => (d ? formatDate(d, i18n.language) : t('enrolments.running'));
  return (
    <Box component="section" aria-labelledby="enrolments-title" sx={{ mt: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Typography id="enrolments-title" component="h3" variant="h6" sx={{ flex: 1 }}>
          {t('enrolments.title')}
        </Typography>
        <Button variant="outlined" onClick={() => setAdding(true)}>
          {t('enrolments.add')}
        </Button>
      </Box>
      {history.isError ? (
        <Alert severity="error">{history.error.message}</Alert>
      ) : rows.length === 0 && !history.isPending ? (
        <Typography>{t('enrolments.none')}</Typography>
      ) : (
        // Scrolls sideways on a phone; focusable so the keyboard can scroll it too.
        <Box tabIndex={0} sx={{ overflowX: 'auto' }}>
          <Table
            size="small"
            aria-labelledby="enrolments-title"
            sx={{ '& td, & th': { px: { xs: 1, sm: 2 } } }}
          >
            <TableHead>
              <TableRow>
                <TableCell>{t('enrolments.course')}</TableCell>
                <TableCell>{t('enrolments.from')}</TableCell>
                <TableCell>{t('enrolments.to')}</TableCell>
                <TableCell>{t('enrolments.status')}</TableCell>
                <TableCell>
                  <span className="visually-hidden">{t('columns.actions')}</span>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((r) => (
                <TableRow key={r.id}>
                  <TableCell sx={{ minWidth: 140 }}>{r.course}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{day(r.enrolledOn)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{day(r.endedOn)}</TableCell>
                  <TableCell>{t(`enrolments.statuses.${r.status}`)}</TableCell>
                  <TableCell align="right">
                    {r.status === 'active' && (
                      <Button
                        size="small"
                        color="warning"
                        aria-label={t('enrolments.endAria', { course: r.course })}
                        onClick={() => setEnding(r)}
                      >
                        {t('enrolments.end')}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {adding && (
        <AddCourseDialog
          studentId={studentId}
          taken={rows.map((r) => r.courseId)}
          onClose={() => setAdding(false)}
        />
      )}
      {ending && <EndEnrolmentDialog row={ending} onClose={() => setEnding(null)} />}
    </Box>
  );
}

function AddCourseDialog(p: { studentId: number; taken: (number | null)[]; onClose: () => void }) {
  const { t } = useTranslation('admin-people');
  const courses = useCourseList(true);
  const add = useAddEnrolment(p.studentId);
  const [courseId, setCourseId] = useState('');
  const choices = (courses.data ?? []).filter((c) => !p.taken.includes(c.id));
  const refusal = refusalOf(add.error, 'courseId');
  const save = () => {
    if (!courseId) return;
    add.mutate(Number(courseId), {
      onSuccess: (row) => {
        showToast({ message: t('enrolments.added', { course: row.course }), kind: 'success' });
        p.onClose();
      },
    });
  };
  return (
    <Dialog open onClose={p.onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t('enrolments.addTitle')}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>{t('enrolments.addHint')}</Typography>
        {refusal.form && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {refusal.form}
          </Alert>
        )}
        {courses.isSuccess && choices.length === 0 ? (
          <Typography>{t('enrolments.noOtherCourse')}</Typography>
        ) : (
          <TextField
            select
            fullWidth
            label={t('enrolments.courseLabel')}
            value={courseId}
            onChange={(e) => setCourseId(e.target.value)}
            error={Boolean(refusal.field)}
            helperText={refusal.field ?? ' '}
          >
            {choices.map((c) => (
              <MenuItem key={c.id} value={String(c.id)}>
                {c.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={p.onClose}>{t('enrolments.cancel')}</Button>
        <Button variant="contained" onClick={save} disabled={!courseId || add.isPending}>
          {t('enrolments.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function EndEnrolmentDialog(p: { row: EnrolmentRow; onClose: () => void }) {
  const { t } = useTranslation('admin-people');
  const end = useEndEnrolment();
  const today = istDate(new Date());
  const [status, setStatus] = useState<'completed' | 'dropped'>('completed');
  const [endedOn, setEndedOn] = useState(today);
  const refusal = refusalOf(end.error, 'endedOn');
  const save = () =>
    end.mutate(
      { id: p.row.id, status, endedOn },
      {
        onSuccess: () => {
          showToast({ message: t('enrolments.ended', { course: p.row.course }), kind: 'success' });
          p.onClose();
        },
      },
    );
  return (
    <Dialog open onClose={p.onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t('enrolments.endTitle', { course: p.row.course })}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>{t('enrolments.endHint')}</Typography>
        {refusal.form && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {refusal.form}
          </Alert>
        )}
        <FormControl sx={{ mb: 2 }}>
          <FormLabel id="end-status-label">{t('enrolments.endStatus')}</FormLabel>
          <RadioGroup
            row
            aria-labelledby="end-status-label"
            value={status}
            onChange={(e) => setStatus(e.target.value as 'completed' | 'dropped')}
          >
            <FormControlLabel
              value="completed"
              control={<Radio />}
              label={t('enrolments.statuses.completed')}
            />
            <FormControlLabel
              value="dropped"
              control={<Radio />}
              label={t('enrolments.statuses.dropped')}
            />
          </RadioGroup>
        </FormControl>
        <TextField
          type="date"
          fullWidth
          label={t('enrolments.endedOn')}
          value={endedOn}
          onChange={(e) => setEndedOn(e.target.value)}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { min: p.row.enrolledOn, max: today },
          }}
          error={Boolean(refusal.field)}
          helperText={refusal.field ?? ' '}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={p.onClose}>{t('enrolments.cancel')}</Button>
        <Button variant="contained" color="warning" onClick={save} disabled={end.isPending}>
          {t('enrolments.confirmEnd')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
