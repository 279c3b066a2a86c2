import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import type { AttemptQuestion } from '#shared/mock-attempts.ts';
import { keypadAnswer } from '../keypad';
import { useTranslation } from '#client/lib/i18n.ts';
import { NumericKeypad } from './numeric-keypad';

type QuestionPanelProps = {
  question: AttemptQuestion;
  marks: { correct: number; wrong: number };
  /** The choice on screen (saved or not). */
  draft: string | null;
  onChoose: (answer: string | null) => void;
};

/** One question: its text, image, and four options or the numerical keypad. */
export function QuestionPanel({ question, marks, draft, onChoose }: QuestionPanelProps) {
  const [typed, setTyped] = useState(draft ?? '');
  const { t } = useTranslation('mock');
  // A new question (or a cleared response) resets what the keypad shows.
  useEffect(() => setTyped(draft ?? ''), [question.questionId, draft]);
  const headingId = `question-${question.questionId}-heading`;

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'baseline', mb: 1.5 }}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ fontSize: 18 }}>
          {t('question.heading', { number: question.number })}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {question.type === 'mcq' ? t('question.mcq') : t('question.numerical')} ·{' '}
          {t('question.marks', {
            correct: marks.correct,
            wrong: marks.wrong === 0 ? '0' : `−${Math.abs(marks.wrong)}`,
          })}
        </Typography>
      </Box>
      <Typography sx={{ whiteSpace: 'pre-wrap', mb: 2 }}>{question.text}</Typography>
      {question.imageUrl && (
        <Box
          component="img"
          src={question.imageUrl}
          alt={t('question.figure', { number: question.number })}
          sx={{ display: 'block', maxWidth: '100%', maxHeight: 320, mb: 2 }}
        />
      )}
      {question.options ? (
        <RadioGroup
          aria-labelledby={headingId}
          name={`answer-${question.questionId}`}
          value={draft ?? ''}
          onChange={(event) => onChoose(event.target.value)}
        >
          {question.options.map((option, i) => (
            <FormControlLabel
              key={option.key}
              value={option.key}
              control={<Radio />}
              label={`(${i + 1}) ${option.text}`}
              sx={{ alignItems: 'flex-start', my: 0.5, '& .MuiRadio-root': { pt: 0.5 } }}
            />
          ))}
        </RadioGroup>
      ) : (
        <NumericKeypad
          label={t('question.yourAnswer')}
          value={typed}
          onChange={(value) => {
            setTyped(value);
            onChoose(keypadAnswer(value));
          }}
        />
      )}
    </Box>
  );
}
