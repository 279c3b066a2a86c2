import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';

type SearchToolbarProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The screen's buttons, beside the search box (below it on a phone). */
  children?: ReactNode;
};

/** A screen's search box and its action buttons, as on Courses and Teachers. */
export function SearchToolbar({ label, value, onChange, children }: SearchToolbarProps) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      useFlexGap
      // Many buttons wrap to a second row rather than squeeze the search box ("Search questio…").
      sx={{ mb: 2, alignItems: { sm: 'center' }, flexWrap: { sm: 'wrap' } }}
    >
      <TextField
        label={label}
        type="search"
        size="small"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        sx={{ flex: 1, minWidth: { sm: 200 }, maxWidth: { sm: 360 } }}
      />
      {children}
    </Stack>
  );
}
