import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import CloseIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import { FormTextField } from '../../../components/form/form-text-field';
import type { ZodForm } from '../../../components/form/use-zod-form';
import type { testFormSchema } from '../test-form-schema';

export type QuestionInfo = { text: string; type: 'mcq' | 'numerical'; key: string };

type SectionEditorProps = {
  form: ZodForm<typeof testFormSchema>;
  index: number;
  locked: boolean;
  info: ReadonlyMap<number, QuestionInfo>;
  onRemove: (() => void) | null;
  onPick: () => void;
};

/** One section: its title, its own marks if they differ, and its questions in order. */
export function SectionEditor({ form, index, locked, info, onRemove, onPick }: SectionEditorProps) {
  const ids = useWatch({ control: form.control, name: `sections.${index}.questionIds` }) ?? [];
  const error = form.formState.errors.sections?.[index]?.questionIds;
  const setIds = (next: number[]) =>
    form.setValue(`sections.${index}.questionIds`, next, { shouldDirty: true });
  const move = (from: number, to: number) => {
    const next = [...ids];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    setIds(next);
  };
  const field = { form, size: 'small', disabled: locked } as const;

  return (
    <Paper variant="outlined" component="fieldset" sx={{ p: 2, m: 0, display: 'grid', gap: 1.5 }}>
      <Typography component="legend" sx={{ px: 0.5, fontWeight: 600 }}>
        Section {index + 1}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr auto' },
        }}
      >
        <FormTextField {...field} name={`sections.${index}.title`} label="Section title" required />
        <FormTextField
          {...field}
          name={`sections.${index}.correctMarks`}
          label="Marks if correct"
          helperText="Blank: the test's"
          inputMode="decimal"
        />
        <FormTextField
          {...field}
          name={`sections.${index}.wrongMarks`}
          label="Marks if wrong"
          helperText="Blank: the test's"
          inputMode="decimal"
        />
        {onRemove && (
          <IconButton
            aria-label={`Remove section ${index + 1}`}
            onClick={onRemove}
            disabled={locked}
          >
            <DeleteIcon />
          </IconButton>
        )}
      </Box>
      <Box
        component="ol"
        aria-label={`Questions of section ${index + 1}`}
        sx={{ m: 0, pl: 3, display: 'grid', gap: 0.5 }}
      >
        {ids.map((id, i) => {
          const q = info.get(id);
          return (
            <Box component="li" key={id}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <Typography variant="body2" sx={{ flex: 1, minWidth: 0 }} noWrap>
                  #{id} {q ? `${q.text} (${q.type === 'mcq' ? 'MCQ' : 'Numerical'}, ${q.key})` : ''}
                </Typography>
                <IconButton
                  size="small"
                  aria-label={`Move question ${id} up`}
                  disabled={locked || i === 0}
                  onClick={() => move(i, i - 1)}
                >
                  <ArrowUpwardIcon fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  aria-label={`Move question ${id} down`}
                  disabled={locked || i === ids.length - 1}
                  onClick={() => move(i, i + 1)}
                >
                  <ArrowDownwardIcon fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  aria-label={`Remove question ${id}`}
                  disabled={locked}
                  onClick={() => setIds(ids.filter((x) => x !== id))}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              </Box>
            </Box>
          );
        })}
      </Box>
      {ids.length === 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          No questions yet.
        </Typography>
      )}
      {error && (
        <Typography variant="body2" color="error" role="alert">
          {Array.isArray(error) ? error.find(Boolean)?.message : error.message}
        </Typography>
      )}
      <Box>
        <Button size="small" variant="outlined" onClick={onPick} disabled={locked}>
          Add questions
        </Button>
      </Box>
    </Paper>
  );
}
