import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { EnrolmentRow } from '#shared/enrolments.ts';
import { istDate } from '#shared/ist.ts';
import { CourseSelect } from '#client/components/course-select.tsx';
import { showToast } from '#client/components/toast-store.ts';
import { useCourseName } from '#client/lib/course-names.ts';
import { useTranslation } from '#client/lib/i18n.ts';
import { useBatches } from '#client/lib/batch-list.ts';
import { useAddEnrolment, useCourseList, useEndEnrolment } from '../api/enrolments';
import { BatchChoice } from './batch-choice';
import { refusalOf } from './refusal';

/** Student Details → Add course: a course the student does not take yet, from today. */
export function AddCourseDialog(p: {
  studentId: number;
  taken: (number | null)[];
  onClose: () => void;
}) {
  const { t } = useTranslation('admin-people');
  const courseName = useCourseName();
  const courses = useCourseList(true);
  const add = useAddEnrolment(p.studentId);
  const [courseId, setCourseId] = useState('');
  const [batchId, setBatchId] = useState('');
  const batches = useBatches(courseId ? Number(courseId) : null, { enabled: courseId !== '' });
  // A course with batches puts its new student in one of them.
  const batchList = courseId ? (batches.data?.batches ?? []) : [];
  const needsBatch = batchList.length > 0;
  const choices = (courses.data ?? []).filter((c) => !p.taken.includes(c.id));
  const refusal = refusalOf(add.error, 'courseId');
  const batchRefusal = refusalOf(add.error, 'batchId');
  const ready = courseId !== '' && batches.isSuccess && (!needsBatch || batchId !== '');
  const save = () => {
    if (!ready) return;
    const body = {
      courseId: Number(courseId),
      ...(needsBatch ? { batchId: Number(batchId) } : {}),
    };
    add.mutate(body, {
      onSuccess: (row) => {
        showToast({
          message: t('enrolments.added', {
            course: courseName(row.course, row.courseId ?? undefined),
          }),
          kind: 'success',
        });
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
          <CourseSelect
            label={t('enrolments.courseLabel')}
            value={courseId}
            onChange={(value) => {
              setCourseId(value);
              setBatchId('');
            }}
            courses={choices}
            error={refusal.field}
          />
        )}
        {needsBatch && (
          <BatchChoice
            batches={batchList}
            value={batchId}
            onChange={setBatchId}
            error={batchRefusal.field}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={p.onClose}>{t('enrolments.cancel')}</Button>
        <Button variant="contained" onClick={save} disabled={!ready || add.isPending}>
          {t('enrolments.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Ends a running enrolment as completed or dropped, on a day up to today. */
export function EndEnrolmentDialog(p: { row: EnrolmentRow; onClose: () => void }) {
  const { t } = useTranslation('admin-people');
  const course = useCourseName()(p.row.course, p.row.courseId ?? undefined);
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
          showToast({ message: t('enrolments.ended', { course }), kind: 'success' });
          p.onClose();
        },
      },
    );
  return (
    <Dialog open onClose={p.onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t('enrolments.endTitle', { course })}</DialogTitle>
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
