import './exams-screen.css';
import DownloadIcon from '@mui/icons-material/Download';
import PublishIcon from '@mui/icons-material/Publish';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { isAfterToday, type MarksGrid } from '#shared/exams.ts';
import { formatDate } from '#shared/format.ts';
import { QueryView } from '#client/components/dashboard/query-view.tsx';
import { showToast } from '#client/components/toast-store.ts';
import {
  adminMarksEndpoints,
  useMarksGrid,
  usePublishExam,
  useSaveMarks,
  useUploadMarks,
  type MarksEndpoints,
} from '../api/admin-exams';
import { loadIndicFontsFor } from '#client/lib/indic-fonts.ts';
import { useCourseName } from '#client/lib/course-names.ts';
import { useTranslation } from '#client/lib/i18n.ts';
import { DataTable } from '#client/components/dashboard/data-table.tsx';
import { translateValidation } from '#client/lib/server-messages.ts';
import { examTypeKeys } from '../lib/exam-type-keys';
import { cellText, readMarkCells } from '../lib/mark-cells';
import { CsvErrorsAlert, lineErrorsOf, type LineError } from './csv-errors-alert';
import { PublishEarlyDialog } from './publish-early-dialog';
import { lazyChart } from '#client/components/charts/lazy-chart.tsx';

const MarksChart = lazyChart(() => import('./marks-chart').then((m) => m.MarksChart));

function Grid({ grid, endpoints }: { grid: MarksGrid; endpoints: MarksEndpoints }) {
  const { t, i18n } = useTranslation('admin-school');
  const courseName = useCourseName();
  const { exam, rows } = grid;
  const [texts, setTexts] = useState<Record<number, string>>({});
  const [cellErrors, setCellErrors] = useState<Record<number, string>>({});
  const [csvErrors, setCsvErrors] = useState<LineError[] | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const save = useSaveMarks(exam.id, endpoints);
  const upload = useUploadMarks(exam.id, endpoints);
  const publish = usePublishExam(endpoints);
  const csv = endpoints.csv?.(exam.id) ?? null;
  const canToggle = exam.publishedAt ? endpoints.unpublish !== null : endpoints.publish !== null;
  // An exam dated after today has not been sat (27.10): warn, and ask before publishing.
  const notHeldYet = isAfterToday(exam.date);
  const [askEarly, setAskEarly] = useState(false);

  useEffect(() => {
    setTexts(Object.fromEntries(rows.map((r) => [r.enrolmentId, cellText(r)])));
    setCellErrors({});
  }, [rows]);

  function saveGrid() {
    const { marks, errors } = readMarkCells(rows, texts, exam.totalMarks);
    setCellErrors(errors);
    if (Object.keys(errors).length > 0) return;
    save.mutate(
      { marks },
      {
        onSuccess: () => showToast({ message: t('exams.marks.saved'), kind: 'success' }),
        onError: (error) => showToast({ message: error.message, kind: 'error' }),
      },
    );
  }

  function uploadFile(file: File | undefined) {
    if (!file) return;
    setCsvErrors(null);
    upload.mutate(file, {
      onSuccess: (saved) =>
        showToast({
          message: t('exams.marks.uploaded', {
            students: saved.rows.filter((r) => r.absent || r.obtained !== null).length,
          }),
          kind: 'success',
        }),
      onError: (error) => {
        const lines = lineErrorsOf(error);
        if (lines) setCsvErrors(lines);
        else showToast({ message: error.message, kind: 'error' });
      },
      onSettled: () => {
        if (fileRef.current) fileRef.current.value = '';
      },
    });
  }

  function togglePublish(beforeExamDate = false) {
    if (!exam.publishedAt && notHeldYet && !beforeExamDate) {
      setAskEarly(true);
      return;
    }
    setAskEarly(false);
    publish.mutate(
      { id: exam.id, publish: !exam.publishedAt, beforeExamDate },
      {
        onSuccess: (e) =>
          showToast({
            message: e.publishedAt
              ? t('exams.marks.publishedToast')
              : t('exams.marks.unpublishedToast'),
            kind: 'success',
          }),
        onError: (error) => showToast({ message: error.message, kind: 'error' }),
      },
    );
  }

  const busy = save.isPending || upload.isPending || publish.isPending;
  return (
    <section className="marks-panel" aria-label={t('exams.marks.label', { subject: exam.subject })}>
      <h2 className="marks-panel__title">
        {t('exams.marks.heading')} · {t(examTypeKeys[exam.type])} · {exam.subject} ·{' '}
        {formatDate(exam.date, i18n.language)}
      </h2>
      <p className="marks-panel__hint">
        {csv === null
          ? t('exams.marks.hintTyped', { total: exam.totalMarks, pass: exam.passMarks })
          : t('exams.marks.hint', { total: exam.totalMarks, pass: exam.passMarks })}
      </p>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
        {csv !== null && (
          <>
            <Button variant="outlined" startIcon={<DownloadIcon />} href={csv} download>
              {t('exams.marks.download')}
            </Button>
            {/* A real button that opens the hidden file input (a <label> given the button role
                is not allowed: axe aria-allowed-role). */}
            <Button
              variant="outlined"
              startIcon={<UploadFileIcon />}
              disabled={busy}
              onClick={() => fileRef.current?.click()}
            >
              {t('exams.marks.upload')}
            </Button>
            <input
              ref={fileRef}
              hidden
              type="file"
              accept=".csv,text/csv"
              aria-label={t('exams.marks.file')}
              onChange={(e) => uploadFile(e.target.files?.[0])}
            />
          </>
        )}
        <Button variant="contained" onClick={saveGrid} disabled={busy || rows.length === 0}>
          {t('exams.marks.save')}
        </Button>
        {canToggle && (
          <Button
            variant={exam.publishedAt ? 'outlined' : 'contained'}
            color={exam.publishedAt ? 'warning' : 'success'}
            startIcon={<PublishIcon />}
            onClick={() => togglePublish()}
            disabled={busy}
          >
            {exam.publishedAt ? t('exams.marks.unpublish') : t('exams.marks.publish')}
          </Button>
        )}
      </Stack>
      {notHeldYet && !exam.publishedAt && endpoints.publish !== null && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('examEarly.warning', { date: formatDate(exam.date, i18n.language) })}
        </Alert>
      )}
      <PublishEarlyDialog
        open={askEarly}
        date={exam.date}
        onCancel={() => setAskEarly(false)}
        onConfirm={() => togglePublish(true)}
      />
      {csvErrors && <CsvErrorsAlert errors={csvErrors} onClose={() => setCsvErrors(null)} />}
      {rows.length === 0 ? (
        <Alert severity="info">
          {t('exams.marks.noStudents', { course: courseName(exam.courseName) })}
        </Alert>
      ) : (
        <DataTable
          frame="outlined"
          label={t('exams.marks.table')}
          columns={[
            { header: t('exams.marks.studentId'), cell: (r) => r.studentId },
            { header: t('exams.marks.name'), className: 'indic-text', cell: (r) => r.name },
            {
              header: t('exams.marks.column', { total: exam.totalMarks }),
              headSx: { width: 160 },
              cell: (r) => (
                <TextField
                  size="small"
                  value={texts[r.enrolmentId] ?? ''}
                  onChange={(e) => setTexts((x) => ({ ...x, [r.enrolmentId]: e.target.value }))}
                  error={cellErrors[r.enrolmentId] !== undefined}
                  helperText={
                    cellErrors[r.enrolmentId] === undefined
                      ? undefined
                      : translateValidation(cellErrors[r.enrolmentId]!)
                  }
                  slotProps={{
                    htmlInput: {
                      'aria-label': t('exams.marks.of', { name: r.name }),
                      inputMode: 'decimal',
                    },
                  }}
                />
              ),
            },
          ]}
          rows={rows}
          rowKey={(r) => r.enrolmentId}
        />
      )}
      {rows.length > 0 && endpoints.chart && <MarksChart examId={exam.id} />}
    </section>
  );
}

/**
 * The marks of one exam: grid, CSV upload with its line errors, publish. The grid is drawn once
 * the Gurmukhi/Devanagari faces its names need are loaded (see decision 015: drawn earlier,
 * Chromium was seen keeping empty boxes after the font arrived). `endpoints`: the admin's calls
 * by default; the teacher portal gives its own (decision 069).
 */
export function MarksPanel({
  examId,
  endpoints = adminMarksEndpoints,
}: {
  examId: number;
  endpoints?: MarksEndpoints;
}) {
  const { t } = useTranslation('admin-school');
  const grid = useMarksGrid(examId, endpoints);
  const names = grid.data?.rows.map((r) => r.name).join(' ') ?? '';
  const [fontsFor, setFontsFor] = useState<string | null>(null);
  useEffect(() => {
    if (!grid.isSuccess) return;
    let live = true;
    void loadIndicFontsFor(names)
      .catch(() => undefined)
      .then(() => {
        if (live) setFontsFor(names);
      });
    return () => {
      live = false;
    };
  }, [grid.isSuccess, names]);
  return (
    <QueryView query={grid} loadingLabel={t('exams.marks.loading')}>
      {(data) => (fontsFor === null ? null : <Grid grid={data} endpoints={endpoints} />)}
    </QueryView>
  );
}
