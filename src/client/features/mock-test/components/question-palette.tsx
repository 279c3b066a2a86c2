import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import type { AttemptQuestion } from '#shared/mock-attempts.ts';
import { entryOf, type ExamState } from '../exam-state';
import { useTranslation } from '#client/lib/i18n.ts';
import { usePaletteLabels } from '../palette-labels';
import { PaletteBadge } from './palette-badge';

type QuestionPaletteProps = {
  exam: ExamState;
  questions: readonly AttemptQuestion[];
  sectionId: number;
  /** Shows question `index` (of the whole test) without saving the one on screen. */
  onGo: (index: number) => void;
};

/** The numbered buttons of one section, each in its state's shape. */
export function QuestionPalette({ exam, questions, sectionId, onGo }: QuestionPaletteProps) {
  const { t } = useTranslation('mock');
  const paletteLabels = usePaletteLabels();
  return (
    <Box
      component="ol"
      aria-label={t('exam.palette')}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(44px, 1fr))',
        gap: 1,
      }}
    >
      {questions.map((q, index) =>
        q.sectionId !== sectionId ? null : (
          <li key={q.questionId}>
            <ButtonBase
              onClick={() => onGo(index)}
              aria-current={index === exam.current ? 'step' : undefined}
              aria-label={t('exam.paletteCell', {
                number: q.number,
                state: paletteLabels[entryOf(exam, q.questionId).state],
              })}
              sx={{
                p: '4px',
                borderRadius: 1,
                outline: index === exam.current ? '2px solid #0d47a1' : 'none',
                '&.Mui-focusVisible': { outline: '3px solid #ff9800' },
              }}
            >
              <PaletteBadge state={entryOf(exam, q.questionId).state}>{q.number}</PaletteBadge>
            </ButtonBase>
          </li>
        ),
      )}
    </Box>
  );
}
