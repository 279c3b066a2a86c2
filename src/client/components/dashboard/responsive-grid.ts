/**
 * A grid's `sx`: one column on phones, the given columns from a wider screen on, with the gap the
 * dashboard's forms and toolbars use.
 */
export const responsiveGrid = (wider: { sm?: string; md?: string; lg?: string }) => ({
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', ...wider },
});
