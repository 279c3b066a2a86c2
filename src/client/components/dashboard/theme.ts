import { createTheme } from '@mui/material/styles';

/** The academy's colours for MUI, matching the CSS tokens in styles/base.css. */
export const dashboardTheme = createTheme({
  palette: {
    primary: { main: '#1d3a8a', dark: '#142a66', contrastText: '#fff' },
    secondary: { main: '#f59e0b', contrastText: '#1f2937' },
    error: { main: '#b91c1c' },
    // MUI's default info (#0288d1) and warning (#ed6c02) under white chip text are 3.9:1 and
    // 3.0:1, short of WCAG's 4.5:1 (axe color-contrast). Outlined chips and text buttons draw
    // these colours as text on a table row that is selected and hovered (#e4e7f1): there the
    // shades below are 6:1 (info), 5.3:1 (warning) and 5.3:1 (success; MUI's #2e7d32 is 4.2:1).
    info: { main: '#01579b', contrastText: '#fff' },
    warning: { main: '#9a4507', contrastText: '#fff' },
    success: { main: '#256b29', contrastText: '#fff' },
    background: { default: '#f4f6fb', paper: '#fff' },
    text: { primary: '#1f2937', secondary: '#4b5563' },
  },
  shape: { borderRadius: 10 },
  typography: {
    // The Indic faces first: their unicode ranges keep them to Gurmukhi and Devanagari (i18n.css).
    fontFamily:
      "'Noto Sans Gurmukhi', 'Noto Sans Devanagari', system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', Arial, sans-serif",
    button: { textTransform: 'none', fontWeight: 600 },
  },
});
