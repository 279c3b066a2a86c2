import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { Batch } from '#shared/batches.ts';
import { useBatchSeats } from '#client/lib/batch-seats.ts';
import { useTranslation } from '#client/lib/i18n.ts';

type BatchChoiceProps = {
  batches: readonly Batch[];
  /** The chosen batch's id as text ('' for none). */
  value: string;
  onChange: (value: string) => void;
  /** The batch the enrolment is in now: shown, not choosable. */
  current?: number | null;
  error?: string;
};

export { useBatchSeats };

/** A course's batches to choose from, each with its seats left; a full or ended one cannot be chosen. */
export function BatchChoice({ batches, value, onChange, current, error }: BatchChoiceProps) {
  const { t } = useTranslation('admin-people');
  const seatsOf = useBatchSeats();
  const labelId = useId();
  return (
    <FormControl error={Boolean(error)} fullWidth>
      <FormLabel id={labelId}>{t('batchMoves.batch')}</FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        {batches.map((b) => {
          const seats = seatsOf(b);
          const state = b.id === current ? t('batchMoves.current') : seats.text;
          return (
            <FormControlLabel
              key={b.id}
              value={String(b.id)}
              disabled={b.id === current || seats.closed}
              control={<Radio />}
              label={
                <span>
                  {b.name} · {t(`timing.${b.timing}`)}
                  <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                    {state}
                  </Typography>
                </span>
              }
            />
          );
        })}
      </RadioGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
