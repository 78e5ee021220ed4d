import { createTheme } from '@mui/material/styles';
import type {} from '@mui/x-charts/themeAugmentation';

// System fonts only: the product works offline and loads no web fonts.
const fontFamily = ['system-ui', '-apple-system', '"Segoe UI"', 'Roboto', '"Helvetica Neue"', 'Arial', '"Noto Sans"', 'sans-serif'].join(
  ',',
);

// Colors checked for WCAG AA: primary and secondary on white and text on the background are all >= 4.5:1.
export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: '#0d5c68', dark: '#084450', light: '#3c8591', contrastText: '#ffffff' },
    secondary: { main: '#35557f', contrastText: '#ffffff' },
    success: { main: '#2e6b3f' },
    error: { main: '#b3261e' },
    background: { default: '#f3f6f7', paper: '#ffffff' },
    text: { primary: '#14252c', secondary: '#485b63' },
    divider: '#dbe3e6',
  },
  shape: { borderRadius: 12 },
  spacing: 8,
  typography: {
    fontFamily,
    h1: { fontSize: '2rem', fontWeight: 650, lineHeight: 1.25, letterSpacing: '-0.01em' },
    h2: { fontSize: '1.5rem', fontWeight: 650, lineHeight: 1.3 },
    h3: { fontSize: '1.25rem', fontWeight: 600, lineHeight: 1.35 },
    h4: { fontSize: '1.125rem', fontWeight: 600 },
    h5: { fontSize: '1rem', fontWeight: 600 },
    h6: { fontSize: '1rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiCssBaseline: {
      // One wrapping rule for all user text (notes, task titles, business names): a run too long for its box breaks
      // where it must instead of widening the page or pushing a table's columns out of view. Words that fit never break.
      styleOverrides: { body: { WebkitFontSmoothing: 'antialiased', overflowWrap: 'anywhere' } },
    },
    // Every button, menu link, tab, radio and checkbox shows where the keyboard is with a ring in the brand color
    // (MUI's own sign is a faint gray wash, hard to see on the light navigation).
    // Charts are pictures for the eye, hidden from screen readers, their figures in a list beside them (ChartCard):
    // MUI X's keyboard navigation (on by default since v9) would put a focusable layer inside the hidden box.
    MuiBarChart: { defaultProps: { disableKeyboardNavigation: true } },
    MuiLineChart: { defaultProps: { disableKeyboardNavigation: true } },
    MuiButtonBase: {
      styleOverrides: { root: { '&.Mui-focusVisible': { outline: '2px solid #0d5c68', outlineOffset: 2 } } },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { borderRadius: 10, paddingInline: 18 }, sizeLarge: { paddingBlock: 10 } },
    },
    MuiCard: {
      defaultProps: { variant: 'outlined' },
      styleOverrides: { root: { borderRadius: 16 } },
    },
    MuiPaper: { styleOverrides: { rounded: { borderRadius: 16 } } },
    MuiAppBar: {
      defaultProps: { elevation: 0, color: 'inherit' },
      styleOverrides: { root: { backgroundColor: '#ffffff', borderBottom: '1px solid #dbe3e6' } },
    },
    MuiTextField: { defaultProps: { fullWidth: true } },
    MuiListItemButton: {
      styleOverrides: {
        root: {
          borderRadius: 10,
          marginInline: 8,
          marginBlock: 2,
          '&.active': { backgroundColor: '#e3f0f2', color: '#084450', fontWeight: 600 },
          '&.active .MuiListItemIcon-root': { color: '#084450' },
        },
      },
    },
    MuiLinearProgress: { styleOverrides: { root: { borderRadius: 4, height: 6 } } },
  },
});
