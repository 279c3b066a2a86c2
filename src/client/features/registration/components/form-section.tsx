import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type FormSectionProps = {
  /** Names the section's id (the same in every language). */
  name: string;
  title: string;
  children: ReactNode;
};

/** A titled section of the form; the title names the group for assistive technology. */
export function FormSection({ name, title, children }: FormSectionProps) {
  const id = `section-${name}`;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={id}
      sx={{ p: { xs: 2, sm: 3 }, mb: 2 }}
    >
      <Typography id={id} component="h2" variant="h6" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
