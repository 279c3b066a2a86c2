import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { type TestDetail, type TestQuestion } from '#shared/mock-test-builder.ts';
import { optionKeys } from '#shared/mock-tests.ts';
import { DataTable } from '#client/components/dashboard/data-table.tsx';
import { showToast } from '#client/components/toast-store.ts';
import { useTranslation } from '#client/lib/i18n.ts';
import { useTestMutations } from '../api/admin-tests';
import { answerKey } from './question-bank';
import { tableFrame } from './results-formats';

function KeyDialog({
  test,
  question,
  onClose,
}: {
  test: TestDetail;
  question: TestQuestion;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin-tests');
  const { correct } = useTestMutations();
  const [option, setOption] = useState<string>(question.correctOption ?? 'A');
  const [min, setMin] = useState(question.range?.min ?? '');
  const [max, setMax] = useState(question.range?.max ?? '');
  const [note, setNote] = useState('');
  const error = correct.error;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t('keyDialog.title', { number: question.number })}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <Typography variant="body2">{question.text}</Typography>
        {question.type === 'mcq' ? (
          <TextField
            select
            label={t('keyDialog.correctOption')}
            size="small"
            value={option}
            onChange={(e) => setOption(e.target.value)}
          >
            {optionKeys.map((k) => (
              <MenuItem key={k} value={k}>
                {k}
              </MenuItem>
            ))}
          </TextField>
        ) : (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr' }}>
            <TextField
              label={t('keyDialog.answerMin')}
              size="small"
              value={min}
              onChange={(e) => setMin(e.target.value)}
            />
            <TextField
              label={t('keyDialog.answerMax')}
              size="small"
              value={max}
              onChange={(e) => setMax(e.target.value)}
            />
          </Box>
        )}
        <TextField
          label={t('keyDialog.note')}
          size="small"
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
        {error && (
          <Typography color="error" role="alert">
            {error.message}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('keyDialog.cancel')}</Button>
        <Button
          variant="contained"
          disabled={correct.isPending}
          onClick={() =>
            correct.mutate(
              {
                testId: test.id,
                questionId: question.questionId,
                body:
                  question.type === 'mcq'
                    ? { correctOption: option as (typeof optionKeys)[number], note }
                    : { range: { min, max }, note },
              },
              {
                onSuccess: (reply) => {
                  showToast({
                    message: t('keyDialog.changedToast', { count: reply.recomputed }),
                    kind: 'success',
                  });
                  onClose();
                },
              },
            )
          }
        >
          {t('keyDialog.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** After the test: drop a wrong question (full marks to all) or change its key; scores are recomputed. */
export function QuestionCorrections({ test }: { test: TestDetail }) {
  const { t } = useTranslation('admin-tests');
  const { correct } = useTestMutations();
  const [editing, setEditing] = useState<TestQuestion | null>(null);
  const questions = test.sections.flatMap((s) =>
    s.questions.map((q) => ({ ...q, section: s.title })),
  );
  if (questions.length === 0) return null;
  const toggleDropped = (q: TestQuestion) =>
    correct.mutate(
      { testId: test.id, questionId: q.questionId, body: { dropped: !q.dropped } },
      {
        onSuccess: (reply) =>
          showToast({
            message: t(q.dropped ? 'corrections.restoredToast' : 'corrections.droppedToast', {
              count: reply.recomputed,
            }),
            kind: 'success',
          }),
        onError: (e) => showToast({ message: e.message, kind: 'error' }),
      },
    );
  return (
    <Box component="section" aria-labelledby="corrections-heading" sx={{ display: 'grid', gap: 1 }}>
      <Typography id="corrections-heading" variant="h6" component="h2">
        {t('corrections.heading')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('corrections.intro')}
      </Typography>
      <DataTable
        label={t('corrections.table')}
        frameSx={tableFrame}
        columns={[
          { header: t('corrections.number'), cell: (q) => q.number },
          { header: t('corrections.section'), cell: (q) => q.section },
          {
            header: t('corrections.question'),
            sx: { maxWidth: 360 },
            cell: (q) => (
              <Typography variant="body2" noWrap>
                {q.text}
              </Typography>
            ),
          },
          { header: t('corrections.key'), cell: (q) => answerKey(q) },
          {
            header: t('corrections.status'),
            cell: (q) =>
              q.dropped
                ? t('corrections.dropped')
                : q.keyChanged
                  ? t('corrections.keyChanged')
                  : '',
          },
        ]}
        rows={questions}
        rowKey={(q) => q.questionId}
        actions={{
          header: t('corrections.actions'),
          align: 'right',
          who: (q) => t('admin:rowActions.question', { number: q.number }),
          list: (q) => [
            {
              label: q.dropped ? t('corrections.restore') : t('corrections.drop'),
              disabled: correct.isPending,
              onClick: () => toggleDropped(q),
            },
            {
              label: t('corrections.changeKey'),
              name: t('corrections.changeKeyOf', { number: q.number }),
              onClick: () => setEditing(q),
            },
          ],
        }}
      />
      {editing && <KeyDialog test={test} question={editing} onClose={() => setEditing(null)} />}
    </Box>
  );
}
