/**
 * How the web build groups modules into files (rolldown's `output.codeSplitting` groups). Without groups, rolldown
 * makes one file per set of pages that share a module: a signed-in dashboard then loaded 83 to 155 files, most of them
 * under 1 kB. The groups put what every signed-in page runs in a few files, and keep what only some pages use (charts,
 * the phone-number rules, the rarer MUI components, each page's own code) out of them, so that no page downloads it
 * for nothing and no portal downloads another portal's code.
 *
 * A group also takes the modules its modules import, unless a group of higher priority took them first: the libraries
 * everyone needs rank above those only some pages use.
 */

/** A module id with forward slashes, whatever the platform. */
const slashed = (id: string) => id.replaceAll('\\', '/');

/** Tests a module id against `/node_modules/<one of the packages>/`. */
function packages(names: string) {
  const pattern = new RegExp(`/node_modules/(${names})/`);
  return (id: string) => pattern.test(slashed(id));
}

/** Tests a module id against `/node_modules/@mui/material/<one of the components>/`. */
function muiComponents(names: readonly string[]) {
  const pattern = new RegExp(`/node_modules/@mui/material/(${names.join('|')})/`);
  return (id: string) => pattern.test(slashed(id));
}

/** MUI's styling engine and the components of the signed-in shell and of every portal's dashboard. */
const MUI_CORE = [
  'styles',
  'utils',
  'internal',
  'colors',
  'transitions',
  'locale',
  'zero-styled',
  'DefaultPropsProvider',
  'GlobalStyles',
  'CssBaseline',
  'InitColorSchemeScript',
  'NoSsr',
  'Portal',
  'Unstable_TrapFocus',
  'Modal',
  'Backdrop',
  'Fade',
  'Slide',
  'Grow',
  'useMediaQuery',
  'useLazyRipple',
  'ButtonBase',
  'Button',
  'ButtonGroup',
  'IconButton',
  'SvgIcon',
  'Paper',
  'Box',
  'Typography',
  'Stack',
  'Grid',
  'Container',
  'Divider',
  'Card',
  'CardContent',
  'CardActionArea',
  'Alert',
  'AlertTitle',
  'Chip',
  'Skeleton',
  'Link',
  'CircularProgress',
  'LinearProgress',
  'Badge',
  'AppBar',
  'Toolbar',
  'Drawer',
  'List',
  'ListItem',
  'ListItemButton',
  'ListItemIcon',
  'ListItemText',
  'ListItemSecondaryAction',
  'Dialog',
  'DialogActions',
  'DialogContent',
  'DialogContentText',
  'DialogTitle',
  'Tooltip',
  'Popper',
];

/** The form fields and the tables, which most dashboards show and the medical one does not. */
const MUI_FORMS_AND_TABLES = [
  'TextField',
  'Select',
  'NativeSelect',
  'InputBase',
  'Input',
  'OutlinedInput',
  'FilledInput',
  'InputLabel',
  'InputAdornment',
  'FormControl',
  'FormLabel',
  'FormHelperText',
  'FormControlLabel',
  'FormGroup',
  'Radio',
  'RadioGroup',
  'ToggleButton',
  'ToggleButtonGroup',
  'TextareaAutosize',
  'Menu',
  'MenuList',
  'MenuItem',
  'Popover',
  'Table',
  'TableBody',
  'TableCell',
  'TableContainer',
  'TableHead',
  'TableRow',
  'TablePagination',
  'TablePaginationActions',
];

export const codeSplitting = {
  groups: [
    // What every page runs, the sign-in page included.
    {
      name: 'react',
      priority: 50,
      test: packages(
        'react|react-dom|scheduler|react-router|redux|react-redux|@reduxjs/toolkit|redux-persist|redux-thunk|immer|reselect|swr|use-sync-external-store|dequal|cookie|set-cookie-parser',
      ),
    },
    // What every signed-in page runs: MUI's core, and the API client's libraries.
    {
      name: 'mui',
      priority: 45,
      test: (id: string) =>
        muiComponents(MUI_CORE)(id) ||
        packages(
          '@mui/(system|utils|styled-engine|private-theming)|@emotion/[^/]+|stylis|react-transition-group|@popperjs/core|clsx|prop-types|react-is|hoist-non-react-statics|@babel/runtime',
        )(id),
    },
    { name: 'api', priority: 45, test: packages('zod|axios') },
    { name: 'mui-forms', priority: 44, test: muiComponents(MUI_FORMS_AND_TABLES) },
    // Only with a chart; only where a phone number is checked.
    { name: 'charts', priority: 40, test: packages('@mui/x-[^/]+|d3-[^/]+|internmap|bezier-easing|flatqueue') },
    { name: 'us-phone', priority: 40, test: (id: string) => /\/(libphonenumber-js\/|contracts\/us-phone\.ts$)/.test(slashed(id)) },
  ],
};
