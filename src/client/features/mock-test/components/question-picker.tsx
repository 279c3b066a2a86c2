import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import { useDeferredValue, useState } from 'react';
import type { Question } from '#shared/mock-question-bank.ts';
import { QueryView } from '#client/components/dashboard/query-view.tsx';
import { useTranslation } from '#client/lib/i18n.ts';
import { useQuestions } from '../api/admin-questions';
import { answerKey } from './question-bank';
import { useQuestionLabels } from './question-labels';

type QuestionPickerProps = {
  open: boolean;
  /** Questions already in the test (any section): shown ticked and disabled. */
  taken: ReadonlySet<number>;
  onClose: () => void;
  onAdd: (questions: Question[]) => void;
};

/** Search the bank and tick questions to add to a section. */
export function QuestionPicker({ open, taken, onClose, onAdd }: QuestionPickerProps) {
  const { t } = useTranslation('admin-questions');
  const { typeShort } = useQuestionLabels();
  const [q, setQ] = useState('');
  const [chosen, setChosen] = useState<Map<number, Question>>(new Map());
  const page = useQuestions({ q: useDeferredValue(q) || undefined, pageSize: 100 });
  const close = () => {
    setChosen(new Map());
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="md">
      <DialogTitle>{t('picker.title')}</DialogTitle>
      <DialogContent>
        <TextField
          label={t('picker.search')}
          type="search"
          size="small"
          fullWidth
          value={q}
          onChange={(e) => setQ(e.target.value)}
          sx={{ my: 1 }}
        />
        <QueryView query={page} loadingLabel={t('picker.loading')}>
          {(data) => (
            <List dense aria-label={t('picker.listLabel')}>
              {data.items.map((question) => {
                const inTest = taken.has(question.id);
                const ticked = inTest || chosen.has(question.id);
                return (
                  <ListItemButton
                    key={question.id}
                    disabled={inTest}
                    onClick={() =>
                      setChosen((m) => {
                        const next = new Map(m);
                        if (next.has(question.id)) next.delete(question.id);
                        else next.set(question.id, question);
                        return next;
                      })
                    }
                  >
                    <ListItemIcon>
                      <Checkbox edge="start" checked={ticked} tabIndex={-1} disableRipple />
                    </ListItemIcon>
                    <ListItemText
                      primary={`${question.id}. ${question.text}`}
                      secondary={[
                        typeShort[question.type],
                        question.subject,
                        question.topic,
                        t('picker.answer', { answer: answerKey(question) }),
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                      slotProps={{ primary: { noWrap: true } }}
                    />
                  </ListItemButton>
                );
              })}
              {data.items.length === 0 && <ListItemText primary={t('picker.empty')} />}
            </List>
          )}
        </QueryView>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('picker.cancel')}</Button>
        <Button
          variant="contained"
          disabled={chosen.size === 0}
          onClick={() => {
            onAdd([...chosen.values()]);
            close();
          }}
        >
          {chosen.size === 0
            ? t('picker.addNone')
            : t('picker.addSelected', { count: chosen.size })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
