import Grid from '@mui/material/Grid';
import { Children, type ReactNode } from 'react';

interface SectionGridProps {
  /** Sections side by side in two columns on wide screens, stacked on phones. */
  children?: ReactNode;
  /** Sections across the whole width, below the others. */
  wide?: ReactNode;
}

/** A detail page's section cards in a grid. */
export function SectionGrid({ children, wide }: SectionGridProps) {
  return (
    <Grid container spacing={2.5}>
      {Children.map(children, (section) => (
        <Grid size={{ xs: 12, md: 6 }}>{section}</Grid>
      ))}
      {Children.map(wide, (section) => (
        <Grid size={12}>{section}</Grid>
      ))}
    </Grid>
  );
}
