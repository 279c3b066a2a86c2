import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/Edit';
import ImageIcon from '@mui/icons-material/Image';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useDeferredValue, useState } from 'react';
import { formatNumber } from '#shared/format.ts';
import type { Question } from '#shared/mock-question-bank.ts';
import type { QuestionType } from '#shared/mock-tests.ts';
import { ConfirmDelete } from '#client/components/dashboard/confirm-delete.tsx';
import { QueryView } from '#client/components/dashboard/query-view.tsx';
import { SearchToolbar } from '#client/components/dashboard/search-toolbar.tsx';
import { TableScroll, usePagerLabels } from '#client/components/dashboard/table-scroll.tsx';
import { showToast } from '#client/components/toast-store.ts';
import { useTranslation } from '#client/lib/i18n.ts';
import { questionsExportUrl, useQuestionMutations, useQuestions } from '../api/admin-questions';
import { QuestionDialog } from './question-dialog';
import { QuestionImport } from './question-import';
import { useQuestionLabels } from './question-labels';

const clip = (text: string, n = 90) => (text.length > n ? `${text.slice(0, n)}…` : text);

export function answerKey(q: Pick<Question, 'type' | 'correctOption' | 'range'>): string {
  if (q.type === 'mcq') return q.correctOption ?? '—';
  if (!q.range) return '—';
  return q.range.min === q.range.max ? q.range.min : `${q.range.min} – ${q.range.max}`;
}

/** The question bank: search, filter, add, edit, delete, import and export. */
export function QuestionBank() {
  const { t, i18n } = useTranslation('admin-questions');
  const labels = useQuestionLabels();
  const pagerLabels = usePagerLabels();
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
        label={t('bank.search')}
        value={q}
        onChange={(value) => {
          setQ(value);
          setPage(0);
        }}
      >
        <TextField
          select
          size="small"
          label={t('bank.type')}
          value={type}
          onChange={(e) => {
            setType(e.target.value as QuestionType | '');
            setPage(0);
          }}
          sx={{ minWidth: 150 }}
        >
          <MenuItem value="">{t('types.all')}</MenuItem>
          <MenuItem value="mcq">{t('types.multipleChoice')}</MenuItem>
          <MenuItem value="numerical">{t('types.numerical')}</MenuItem>
        </TextField>
        <TextField
          select
          size="small"
          label={t('bank.subject')}
          value={subject}
          onChange={(e) => {
            setSubject(e.target.value);
            setPage(0);
          }}
          sx={{ minWidth: 150 }}
        >
          <MenuItem value="">{t('bank.allSubjects')}</MenuItem>
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
          {t('bank.add')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<UploadFileIcon />}
          onClick={() => setImporting(true)}
        >
          {t('bank.importCsv')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          href={questionsExportUrl(search)}
          download
        >
          {t('bank.exportCsv')}
        </Button>
      </SearchToolbar>
      <QueryView query={questions} loadingLabel={t('bank.loading')}>
        {(data) => (
          <Paper variant="outlined">
            <TableScroll label={t('bank.tableLabel')} stickyActions>
              <Table size="small" aria-label={t('bank.tableLabel')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('bank.columns.id')}</TableCell>
                    <TableCell>{t('bank.columns.question')}</TableCell>
                    <TableCell>{t('bank.columns.type')}</TableCell>
                    <TableCell>{t('bank.columns.subject')}</TableCell>
                    <TableCell>{t('bank.columns.topic')}</TableCell>
                    <TableCell>{t('bank.columns.difficulty')}</TableCell>
                    <TableCell>{t('bank.columns.answer')}</TableCell>
                    <TableCell align="right">{t('bank.columns.tests')}</TableCell>
                    <TableCell align="right">{t('bank.columns.actions')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.items.length === 0 && (
                    <TableRow>
                      <TableCell colSpan={9}>{t('bank.empty')}</TableCell>
                    </TableRow>
                  )}
                  {data.items.map((question) => (
                    <TableRow key={question.id}>
                      <TableCell>{question.id}</TableCell>
                      <TableCell sx={{ minWidth: 240 }}>
                        {clip(question.text)}
                        {/* An icon, not an emoji: emoji show as empty boxes without an emoji font. */}
                        {question.imageUrl && (
                          <ImageIcon
                            fontSize="small"
                            titleAccess={t('bank.hasFigure')}
                            sx={{ ml: 0.5, verticalAlign: 'text-bottom', color: 'text.secondary' }}
                          />
                        )}
                      </TableCell>
                      <TableCell>{labels.typeShort[question.type]}</TableCell>
                      <TableCell>{question.subject}</TableCell>
                      <TableCell>{question.topic}</TableCell>
                      <TableCell>{labels.difficultyCell[question.difficulty]}</TableCell>
                      <TableCell>{answerKey(question)}</TableCell>
                      <TableCell align="right">
                        {formatNumber(question.testCount, i18n.language)}
                      </TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        <IconButton
                          aria-label={t('bank.edit', { id: question.id })}
                          onClick={() => setDialog({ open: true, question })}
                        >
                          <EditIcon />
                        </IconButton>
                        <IconButton
                          aria-label={t('bank.delete', { id: question.id })}
                          onClick={() => setDeleting(question)}
                        >
                          <DeleteIcon />
                        </IconButton>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableScroll>
            <TablePagination
              {...pagerLabels}
              // On a phone the pager's parts wrap instead of running off the screen.
              sx={{
                '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', px: { xs: 1, sm: 2 } },
                '& .MuiTablePagination-spacer': { display: { xs: 'none', sm: 'block' } },
              }}
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
        question={(target) => t('bank.confirmDelete', { id: target.id })}
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
