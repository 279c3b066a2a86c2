import DownloadIcon from '@mui/icons-material/Download';
import PublishIcon from '@mui/icons-material/Publish';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import {
  examTypeLabels,
  parseMarkText,
  type MarkRow,
  type MarksGrid,
} from '../../../../shared/exams';
import { formatDate } from '../../../../shared/format';
import { QueryView } from '../../../components/dashboard/query-view';
import { showToast } from '../../../components/toast-store';
import { ApiError } from '../../../lib/api';
import { useMarksGrid, usePublishExam, useSaveMarks, useUploadMarks } from '../api/admin-exams';
import { loadIndicFontsFor } from '../../../lib/indic-fonts';

type LineError = { line: number; messages: string[] };

const cellText = (r: MarkRow) => (r.absent ? 'AB' : r.obtained === null ? '' : String(r.obtained));

/** The CSV refusal's errors, by line (the server keys them by line number). */
function lineErrorsOf(error: unknown): LineError[] | null {
  if (!(error instanceof ApiError) || error.code !== 'CSV_ROWS_REFUSED') return null;
  return Object.entries(error.fieldErrors)
    .map(([line, messages]) => ({ line: Number(line), messages }))
    .sort((a, b) => a.line - b.line);
}

function Grid({ grid }: { grid: MarksGrid }) {
  const { exam, rows } = grid;
  const [texts, setTexts] = useState<Record<number, string>>({});
  const [cellErrors, setCellErrors] = useState<Record<number, string>>({});
  const [csvErrors, setCsvErrors] = useState<LineError[] | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const save = useSaveMarks(exam.id);
  const upload = useUploadMarks(exam.id);
  const publish = usePublishExam();

  useEffect(() => {
    setTexts(Object.fromEntries(rows.map((r) => [r.enrolmentId, cellText(r)])));
    setCellErrors({});
  }, [rows]);

  function saveGrid() {
    const errors: Record<number, string> = {};
    const marks = rows.map((r) => {
      const parsed = parseMarkText(texts[r.enrolmentId] ?? '');
      if ('error' in parsed) {
        errors[r.enrolmentId] = parsed.error;
        return { enrolmentId: r.enrolmentId, obtained: null, absent: false };
      }
      if (parsed.obtained !== null && parsed.obtained > exam.totalMarks) {
        errors[r.enrolmentId] = `Above the total of ${exam.totalMarks}.`;
      }
      return { enrolmentId: r.enrolmentId, ...parsed };
    });
    setCellErrors(errors);
    if (Object.keys(errors).length > 0) return;
    save.mutate(
      { marks },
      {
        onSuccess: () => showToast({ message: 'Marks saved.', kind: 'success' }),
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
          message: `Marks uploaded for ${saved.rows.filter((r) => r.absent || r.obtained !== null).length} students.`,
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

  function togglePublish() {
    publish.mutate(
      { id: exam.id, publish: !exam.publishedAt },
      {
        onSuccess: (e) =>
          showToast({
            message: e.publishedAt
              ? 'Results published: students can see them now.'
              : 'Results taken back: students see Pending again.',
            kind: 'success',
          }),
        onError: (error) => showToast({ message: error.message, kind: 'error' }),
      },
    );
  }

  const busy = save.isPending || upload.isPending || publish.isPending;
  return (
    <section className="marks-panel" aria-label={`Marks of ${exam.subject}`}>
      <h2 className="marks-panel__title">
        Marks · {examTypeLabels[exam.type]} · {exam.subject} · {formatDate(exam.date)}
      </h2>
      <p className="marks-panel__hint">
        Total {exam.totalMarks}, pass marks {exam.passMarks}. Type the marks, or AB for absent. A
        CSV needs the columns “Student ID” and “Marks”.
      </p>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          href={`/api/admin/exams/${exam.id}/marks.csv`}
          download
        >
          Download sheet
        </Button>
        <Button variant="outlined" component="label" startIcon={<UploadFileIcon />} disabled={busy}>
          Upload CSV
          <input
            ref={fileRef}
            hidden
            type="file"
            accept=".csv,text/csv"
            aria-label="Marks CSV file"
            onChange={(e) => uploadFile(e.target.files?.[0])}
          />
        </Button>
        <Button variant="contained" onClick={saveGrid} disabled={busy || rows.length === 0}>
          Save marks
        </Button>
        <Button
          variant={exam.publishedAt ? 'outlined' : 'contained'}
          color={exam.publishedAt ? 'warning' : 'success'}
          startIcon={<PublishIcon />}
          onClick={togglePublish}
          disabled={busy}
        >
          {exam.publishedAt ? 'Unpublish results' : 'Publish results'}
        </Button>
      </Stack>
      {csvErrors && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setCsvErrors(null)}>
          <strong>Nothing was saved.</strong> Fix these lines and upload the file again:
          <ul className="marks-panel__errors">
            {csvErrors.map((e) => (
              <li key={e.line}>
                Line {e.line}: {e.messages.join(' ')}
              </li>
            ))}
          </ul>
        </Alert>
      )}
      {rows.length === 0 ? (
        <Alert severity="info">No students are enrolled in {exam.courseName}.</Alert>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label="Marks">
            <TableHead>
              <TableRow>
                <TableCell>Student ID</TableCell>
                <TableCell>Name</TableCell>
                <TableCell sx={{ width: 160 }}>Marks (of {exam.totalMarks})</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((r) => (
                <TableRow key={r.enrolmentId}>
                  <TableCell>{r.studentId}</TableCell>
                  <TableCell className="indic-text">{r.name}</TableCell>
                  <TableCell>
                    <TextField
                      size="small"
                      value={texts[r.enrolmentId] ?? ''}
                      onChange={(e) => setTexts((t) => ({ ...t, [r.enrolmentId]: e.target.value }))}
                      error={cellErrors[r.enrolmentId] !== undefined}
                      helperText={cellErrors[r.enrolmentId]}
                      slotProps={{
                        htmlInput: { 'aria-label': `Marks of ${r.name}`, inputMode: 'decimal' },
                      }}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </section>
  );
}

/**
 * The marks of one exam: grid, CSV upload with its line errors, publish. The grid is drawn once
 * the Gurmukhi/Devanagari faces its names need are loaded (see decision 015: drawn earlier,
 * Chromium was seen keeping empty boxes after the font arrived).
 */
export function MarksPanel({ examId }: { examId: number }) {
  const grid = useMarksGrid(examId);
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
    <QueryView query={grid} loadingLabel="Loading marks">
      {(data) => (fontsFor === null ? null : <Grid grid={data} />)}
    </QueryView>
  );
}
