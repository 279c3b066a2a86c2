import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import type { PaletteState } from '#shared/mock-tests.ts';

type Look = { bg: string; fg: string; border: string; radius: string };

// Shapes as well as colours, as on NTA's screen, so the states differ without colour vision.
const looks: Record<PaletteState, Look> = {
  not_visited: { bg: '#eeeeee', fg: '#212121', border: '#9e9e9e', radius: '4px' },
  not_answered: { bg: '#c62828', fg: '#ffffff', border: '#c62828', radius: '4px 4px 50% 50%' },
  answered: { bg: '#2e7d32', fg: '#ffffff', border: '#2e7d32', radius: '50% 50% 4px 4px' },
  marked_for_review: { bg: '#6a1b9a', fg: '#ffffff', border: '#6a1b9a', radius: '50%' },
  answered_marked_for_review: {
    bg: '#6a1b9a',
    fg: '#ffffff',
    border: '#6a1b9a',
    radius: '50%',
  },
};

type PaletteBadgeProps = { state: PaletteState; size?: number; children?: ReactNode };

/** A palette state's shape and colour, with a number (or count) inside. */
export function PaletteBadge({ state, size = 36, children }: PaletteBadgeProps) {
  const look = looks[state];
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        position: 'relative',
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: size,
        height: size,
        flex: 'none',
        bgcolor: look.bg,
        color: look.fg,
        border: `1px solid ${look.border}`,
        borderRadius: look.radius,
        fontWeight: 600,
        fontSize: size < 30 ? 12 : 14,
      }}
    >
      {children}
      {state === 'answered_marked_for_review' && (
        <Box
          component="span"
          sx={{
            position: 'absolute',
            right: -2,
            bottom: -2,
            width: size / 3,
            height: size / 3,
            borderRadius: '50%',
            bgcolor: '#43a047',
            border: '2px solid #fff',
          }}
        />
      )}
    </Box>
  );
}
