import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

type DetailListProps = {
  rows: readonly { label: string; value: string }[];
  /** The labels' column beside the values, from a small screen on (phones stack them). */
  labelColumn: string;
  /** The space between the columns and between the rows, beside each other. */
  columnGap: number;
  rowGap: number;
  /** Labels in bold, or (muted) smaller and grey. */
  labels: 'bold' | 'muted';
};

/** A read-only record as a description list: each label beside its value, or above it on phones. */
export function DetailList({ rows, labelColumn, columnGap, rowGap, labels }: DetailListProps) {
  const labelLook =
    labels === 'bold'
      ? { sx: { fontWeight: 700, mt: { xs: 1, sm: 0 } } }
      : ({ variant: 'body2', color: 'text.secondary', sx: { mt: { xs: 1, sm: 0 } } } as const);
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: `${labelColumn} 1fr` },
        columnGap,
        rowGap: { xs: 0.25, sm: rowGap },
        m: 0,
      }}
    >
      {rows.map(({ label, value }) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" {...labelLook}>
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
