import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/Edit';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useDeferredValue, useState } from 'react';
import type { Question } from '../../../../shared/mock-question-bank';
import type { QuestionType } from '../../../../shared/mock-tests';
import { ConfirmDelete } from '../../../components/dashboard/confirm-delete';
import { QueryView } from '../../../components/dashboard/query-view';
import { SearchToolbar } from '../../../components/dashboard/search-toolbar';
import { showToast } from '../../../components/toast-store';
import { questionsExportUrl, useQuestionMutations, useQuestions } from '../api/admin-questions';
import { QuestionDialog } from './question-dialog';
import { QuestionImport } from './question-import';

const clip = (text: string, n = 90) => (text.length > n ? `${text.slice(0, n)}…` : text);

export function answerKey(q: Pick<Question, 'type' | 'correctOption' | 'range'>): string {
  if (q.type === 'mcq') return q.correctOption ?? '—';
  if (!q.range) return '—';
  return q.range.min === q.range.max ? q.range.min : `${q.range.min} – ${q.range.max}`;
}

/** The question bank: search, filter, add, edit, delete, import and export. */
export function QuestionBank() {
  const [q, setQ] = useState('');
  const [type, setType] = useState<QuestionType | ''>('');
  const [subject, setSubject] = useState('');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(25);
  const search = {
    q: useDeferredValue(q) || undefined,
    type: type || undefined,
    subject: subject || undefined,
    page: page + 1,
    pageSize,
  };
  const questions = useQuestions(search);
  const { remove } = useQuestionMutations();
  const [dialog, setDialog] = useState<{ open: boolean; question: Question | null }>({
    open: false,
    question: null,
  });
  const [importing, setImporting] = useState(false);
  const [deleting, setDeleting] = useState<Question | null>(null);

  return (
    <>
      <SearchToolbar
        label="Search questions"
        value={q}
        onChange={(value) => {
          setQ(value);
          setPage(0);
        }}
      >
        <TextField
          select
          size="small"
          label="Type"
          value={type}
          onChange={(e) => {
            setType(e.target.value as QuestionType | '');
            setPage(0);
          }}
          sx={{ minWidth: 150 }}
        >
          <MenuItem value="">All types</MenuItem>
          <MenuItem value="mcq">Multiple choice</MenuItem>
          <MenuItem value="numerical">Numerical</MenuItem>
        </TextField>
        <TextField
          select
          size="small"
          label="Subject"
          value={subject}
          onChange={(e) => {
            setSubject(e.target.value);
            setPage(0);
          }}
          sx={{ minWidth: 150 }}
        >
          <MenuItem value="">All subjects</MenuItem>
          {(questions.data?.subjects ?? []).map((s) => (
            <MenuItem key={s} value={s}>
              {s}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setDialog({ open: true, question: null })}
        >
          Add Question
        </Button>
        <Button
          variant="outlined"
          startIcon={<UploadFileIcon />}
          onClick={() => setImporting(true)}
        >
          Import CSV
        </Button>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          href={questionsExportUrl(search)}
          download
        >
          Export CSV
        </Button>
      </SearchToolbar>
      <QueryView query={questions} loadingLabel="Loading questions">
        {(data) => (
          <Paper variant="outlined">
            <TableContainer>
              <Table size="small" aria-label="Question bank">
                <TableHead>
                  <TableRow>
                    <TableCell>ID</TableCell>
                    <TableCell>Question</TableCell>
                    <TableCell>Type</TableCell>
                    <TableCell>Subject</TableCell>
                    <TableCell>Topic</TableCell>
                    <TableCell>Difficulty</TableCell>
                    <TableCell>Answer</TableCell>
                    <TableCell align="right">Tests</TableCell>
                    <TableCell align="right">Actions</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.items.length === 0 && (
                    <TableRow>
                      <TableCell colSpan={9}>No questions found.</TableCell>
                    </TableRow>
                  )}
                  {data.items.map((question) => (
                    <TableRow key={question.id}>
                      <TableCell>{question.id}</TableCell>
                      <TableCell sx={{ minWidth: 240 }}>
                        {clip(question.text)}
                        {question.imageUrl ? ' 🖼' : ''}
                      </TableCell>
                      <TableCell>{question.type === 'mcq' ? 'MCQ' : 'Numerical'}</TableCell>
                      <TableCell>{question.subject}</TableCell>
                      <TableCell>{question.topic}</TableCell>
                      <TableCell>{question.difficulty}</TableCell>
                      <TableCell>{answerKey(question)}</TableCell>
                      <TableCell align="right">{question.testCount}</TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        <IconButton
                          aria-label={`Edit question ${question.id}`}
                          onClick={() => setDialog({ open: true, question })}
                        >
                          <EditIcon />
                        </IconButton>
                        <IconButton
                          aria-label={`Delete question ${question.id}`}
                          onClick={() => setDeleting(question)}
                        >
                          <DeleteIcon />
                        </IconButton>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            <TablePagination
              component="div"
              count={data.total}
              page={Math.max(0, data.page - 1)}
              rowsPerPage={pageSize}
              rowsPerPageOptions={[10, 25, 50, 100]}
              onPageChange={(_, p) => setPage(p)}
              onRowsPerPageChange={(e) => {
                setPageSize(Number(e.target.value));
                setPage(0);
              }}
            />
          </Paper>
        )}
      </QueryView>
      <QuestionDialog
        open={dialog.open}
        question={dialog.question}
        onClose={() => setDialog((d) => ({ ...d, open: false }))}
      />
      <QuestionImport open={importing} onClose={() => setImporting(false)} />
      <ConfirmDelete
        target={deleting}
        question={(target) => `Are you sure you want to delete question ${target.id}?`}
        busy={remove.isPending}
        onNo={() => setDeleting(null)}
        onYes={(target) =>
          remove.mutate(target.id, {
            onSuccess: () => setDeleting(null),
            onError: (error) => {
              setDeleting(null);
              showToast({ message: error.message, kind: 'error' });
            },
          })
        }
      />
    </>
  );
}
