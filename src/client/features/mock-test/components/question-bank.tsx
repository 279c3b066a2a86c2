import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/Edit';
import ImageIcon from '@mui/icons-material/Image';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useDeferredValue, useState } from 'react';
import { formatNumber } from '#shared/format.ts';
import type { Question } from '#shared/mock-question-bank.ts';
import type { QuestionType } from '#shared/mock-tests.ts';
import { DataTable } from '#client/components/dashboard/data-table.tsx';
import { ConfirmDelete } from '#client/components/dashboard/confirm-delete.tsx';
import { QueryView } from '#client/components/dashboard/query-view.tsx';
import { SearchToolbar } from '#client/components/dashboard/search-toolbar.tsx';
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
          <DataTable
            label={t('bank.tableLabel')}
            columns={[
              { header: t('bank.columns.id'), cell: (question) => question.id },
              {
                header: t('bank.columns.question'),
                sx: { minWidth: 240 },
                cell: (question) => (
                  <>
                    {clip(question.text)}
                    {/* An icon, not an emoji: emoji show as empty boxes without an emoji font. */}
                    {question.imageUrl && (
                      <ImageIcon
                        fontSize="small"
                        titleAccess={t('bank.hasFigure')}
                        sx={{ ml: 0.5, verticalAlign: 'text-bottom', color: 'text.secondary' }}
                      />
                    )}
                  </>
                ),
              },
              {
                header: t('bank.columns.type'),
                cell: (question) => labels.typeShort[question.type],
              },
              { header: t('bank.columns.subject'), cell: (question) => question.subject },
              { header: t('bank.columns.topic'), cell: (question) => question.topic },
              {
                header: t('bank.columns.difficulty'),
                cell: (question) => labels.difficultyCell[question.difficulty],
              },
              { header: t('bank.columns.answer'), cell: (question) => answerKey(question) },
              {
                header: t('bank.columns.tests'),
                align: 'right',
                cell: (question) => formatNumber(question.testCount, i18n.language),
              },
            ]}
            rows={data.items}
            rowKey={(question) => question.id}
            empty={t('bank.empty')}
            actions={{
              header: t('bank.columns.actions'),
              align: 'right',
              who: (question) => t('admin:rowActions.question', { number: question.id }),
              list: (question) => [
                {
                  label: t('admin:rowActions.edit'),
                  name: t('bank.edit', { id: question.id }),
                  icon: <EditIcon />,
                  onClick: () => setDialog({ open: true, question }),
                },
                {
                  label: t('admin:rowActions.delete'),
                  name: t('bank.delete', { id: question.id }),
                  icon: <DeleteIcon />,
                  onClick: () => setDeleting(question),
                },
              ],
            }}
            paging={{
              total: data.total,
              page: Math.max(0, data.page - 1),
              rowsPerPage: pageSize,
              onPageChange: setPage,
              onRowsPerPageChange: (size) => {
                setPageSize(size);
                setPage(0);
              },
            }}
          />
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
