import { createTheme } from '@mui/material/styles';

/** The academy's colours for MUI, matching the CSS tokens in styles/base.css. */
export const dashboardTheme = createTheme({
  palette: {
    primary: { main: '#1d3a8a', dark: '#142a66', contrastText: '#fff' },
    secondary: { main: '#f59e0b', contrastText: '#1f2937' },
    error: { main: '#b91c1c' },
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
