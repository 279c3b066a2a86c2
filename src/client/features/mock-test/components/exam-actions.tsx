import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from '#client/lib/i18n.ts';
import type { ExamAction } from '../exam-state';

type ExamActionsProps = {
  onAction: (action: ExamAction) => void;
  onSubmit: () => void;
  isFirst: boolean;
  disabled: boolean;
};

// NTA's orange and blue, dark enough for white text (4.5:1; MUI's own warning and info are ~3:1).
const darker = {
  warning: { bgcolor: '#b45309', '&:hover': { bgcolor: '#92400e' } },
  info: { bgcolor: '#0369a1', '&:hover': { bgcolor: '#075985' } },
} as const;

/** NTA's buttons, in NTA's order and colours. Only the two Save buttons save the choice on screen. */
export function ExamActions({ onAction, onSubmit, isFirst, disabled }: ExamActionsProps) {
  const { t } = useTranslation('mock');
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1,
        gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, auto) 1fr repeat(3, auto)' },
        alignItems: 'center',
      }}
    >
      <Button
        variant="contained"
        color="success"
        disabled={disabled}
        onClick={() => onAction({ type: 'save_next' })}
      >
        {t('actions.saveNext')}
      </Button>
      <Button variant="outlined" disabled={disabled} onClick={() => onAction({ type: 'clear' })}>
        {t('actions.clear')}
      </Button>
      <Button
        variant="contained"
        color="warning"
        disabled={disabled}
        onClick={() => onAction({ type: 'save_mark_next' })}
        sx={darker.warning}
      >
        {t('actions.saveMark')}
      </Button>
      <Button
        variant="contained"
        color="info"
        disabled={disabled}
        onClick={() => onAction({ type: 'mark_next' })}
        sx={darker.info}
      >
        {t('actions.markNext')}
      </Button>
      <Box sx={{ display: { xs: 'none', md: 'block' } }} />
      <Button
        variant="outlined"
        disabled={disabled || isFirst}
        onClick={() => onAction({ type: 'back' })}
      >
        {t('actions.back')}
      </Button>
      <Button variant="outlined" disabled={disabled} onClick={() => onAction({ type: 'next' })}>
        {t('actions.next')}
      </Button>
      <Button
        variant="contained"
        color="primary"
        disabled={disabled}
        onClick={onSubmit}
        sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
      >
        {t('actions.submit')}
      </Button>
    </Box>
  );
}
