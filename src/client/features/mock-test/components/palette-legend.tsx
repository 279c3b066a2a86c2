import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { paletteStates, type PaletteState } from '#shared/mock-tests.ts';
import { useTranslation } from '#client/lib/i18n.ts';
import { usePaletteLabels } from '../palette-labels';
import { PaletteBadge } from './palette-badge';

type PaletteLegendProps = {
  /** Counts per state; without them the legend shows the shapes only (the instructions page). */
  counts?: Record<PaletteState, number>;
};

/** The five palette states with their shapes (and how many questions are in each). */
export function PaletteLegend({ counts }: PaletteLegendProps) {
  const { t } = useTranslation('mock');
  const paletteLabels = usePaletteLabels();
  return (
    <Box>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 1,
          gridTemplateColumns: '1fr 1fr',
        }}
      >
        {paletteStates.map((state) => (
          <Box
            component="li"
            key={state}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              gridColumn: state === 'answered_marked_for_review' ? '1 / -1' : undefined,
            }}
          >
            <PaletteBadge state={state} size={28}>
              {counts ? counts[state] : ''}
            </PaletteBadge>
            <Typography variant="body2">
              {paletteLabels[state]}
              {counts ? <span className="visually-hidden">: {counts[state]}</span> : null}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="caption" component="p" sx={{ mt: 1, color: 'text.secondary' }}>
        {t('palette.evaluatedNote')}
      </Typography>
    </Box>
  );
}
