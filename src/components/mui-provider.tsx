import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { theme } from './theme';

interface MuiProviderProps {
  children: ReactNode;
  /** MUI's CSS baseline for the whole page; off for MUI parts inside a page drawn without MUI (sign-in). */
  baseline?: boolean;
}

/** The theme (and the CSS baseline) for MUI components. Loaded lazily through components/themed. */
export function MuiProvider({ children, baseline = true }: MuiProviderProps) {
  return (
    <ThemeProvider theme={theme}>
      {baseline && <CssBaseline />}
      {children}
    </ThemeProvider>
  );
}
