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

import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ChunkingContext } from 'rolldown';

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

/** The portals' names: their folders in src/portals. */
function portals(): string[] {
  return readdirSync('src/portals', { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/** The modules the sign-in page runs: everything the entry and each portal's entry import, directly or not. */
const SIGN_IN_ROOTS = ['src/main.tsx', 'src/app/portal-root.tsx', ...portals().map((name) => `src/portals/${name}/${name}-portal.ts`)].map(
  (path) => resolve(path),
);

/** Libraries only some signed-in pages need (react-hook-form: the pages with a form): a module that imports one (directly or not) stays out of the `app` file. */
const OPTIONAL = /\/node_modules\/(@mui\/x-|libphonenumber-js\/|qrcode|pdf-lib\/|@stripe\/|react-toastify\/|react-hook-form\/|@hookform\/)/;

/** The modules `roots` import statically, directly or not (themselves included); computed once per build. */
function staticClosure(roots: readonly string[]) {
  let closure: Set<string> | undefined;
  return (ctx: ChunkingContext): Set<string> => {
    if (closure) return closure;
    const found = new Set<string>();
    const pending = [...roots];
    for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
      if (found.has(next)) continue;
      found.add(next);
      pending.push(...(ctx.getModuleInfo(next)?.importedIds ?? []));
    }
    closure = found;
    return found;
  };
}

const beforeSignIn = staticClosure(SIGN_IN_ROOTS);
/** What every page runs, the portal index and the unknown-host page too: the entry's own file. */
const onEveryPage = staticClosure([resolve('src/main.tsx')]);

/**
 * The name of the file for the app's own modules that every portal's page runs beyond the entry (the portal's root,
 * the store's session, the route table's helpers): one file instead of a dozen below 1 kB. A portal's own modules
 * stay in its file.
 */
function portalModules(name: string) {
  return (id: string, ctx: ChunkingContext) =>
    /\/(src|contracts)\//.test(slashed(id)) &&
    !/\/src\/portals\//.test(slashed(id)) &&
    beforeSignIn(ctx).has(id) &&
    !onEveryPage(ctx).has(id)
      ? name
      : null;
}

/**
 * What the first page after sign-in runs: the user's loader, each portal's layout (its signed-in shell) and dashboard
 * (`src/features/<feature>/dashboard.ts`, the module a portal's route table loads for it; the doctor's and care
 * team's shared one in `src/features/dashboard`).
 */
const features = readdirSync('src/features', { withFileTypes: true }).filter((entry) => entry.isDirectory());
const FIRST_PAGE_ROOTS = [
  'src/app/user-loader.tsx',
  ...portals().map((name) => `src/portals/${name}/layout.tsx`),
  ...features
    .filter((entry) => readdirSync(`src/features/${entry.name}`).includes('dashboard.ts'))
    .map((entry) => `src/features/${entry.name}/dashboard.ts`),
  'src/features/dashboard/index.ts',
].map((path) => resolve(path));
const onFirstPage = staticClosure(FIRST_PAGE_ROOTS);

/**
 * The name of the file for the app's own modules that several signed-in pages share, or null (no group) for a module
 * that the sign-in page runs (the sign-in page never downloads the file) or that brings an optional library with it.
 * The shared table components go in `<name>-tables` (with the pages that show a table); of the rest, what some
 * portal's first page after sign-in runs goes in `name`, the others in `<name>-pages`, which that page does not
 * download (most of the API's contracts, the forms' helpers).
 */
function sharedAppModules(name: string) {
  const optionalMui = muiComponents([...MUI_FIELDS, ...MUI_FORMS, ...MUI_TOGGLES, ...MUI_POPPER]);
  const optional = brings((id) => OPTIONAL.test(slashed(id)) || optionalMui(id));
  const tables = brings(muiComponents(MUI_TABLES));
  return (id: string, ctx: ChunkingContext) => {
    if (beforeSignIn(ctx).has(id) || optional(id, ctx)) return null;
    if (tables(id, ctx)) return onFirstPage(ctx).has(id) ? `${name}-tables` : null;
    return onFirstPage(ctx).has(id) ? name : `${name}-pages`;
  };
}

/**
 * Whether a module is one that `test` names or imports one (directly or not); computed once per module. MUI's core is
 * on every signed-in page, and what it imports goes with it: its styles import the form fields' class names (MUI 9's
 * high-contrast helper), which would otherwise count every MUI-based module as bringing the form fields.
 */
function brings(test: (id: string) => boolean) {
  const known = new Map<string, boolean>();
  const check = (id: string, ctx: ChunkingContext): boolean => {
    const found = known.get(id);
    if (found !== undefined) return found;
    known.set(id, false); // an import cycle: decided by the rest of the cycle
    const result = !isMuiCore(id) && (test(id) || (ctx.getModuleInfo(id)?.importedIds ?? []).some((dep) => check(dep, ctx)));
    known.set(id, result);
    return result;
  };
  return check;
}

/**
 * MUI's styling engine and the components of the signed-in shell and of every portal's dashboard. Not the tooltip
 * and its Popper (@popperjs/core, about 7 kB), which one component shows: they go with the pages that use them.
 */
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
];

const muiCoreComponent = muiComponents(MUI_CORE);
const muiEngine = packages(
  '@mui/(system|utils|styled-engine|private-theming)|@emotion/[^/]+|stylis|react-transition-group|clsx|prop-types|react-is|hoist-non-react-statics|@babel/runtime',
);
/** MUI's styling engine and core components: the `mui` file, on every signed-in page (asked of every module). */
const isMuiCore = (id: string): boolean => muiCoreComponent(id) || muiEngine(id);

/** The inputs that fields are made of, which the partner's dashboard shows (its renewals' cells). */
const MUI_FIELDS = [
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
  'TextareaAutosize',
];

/** The text field with its menu select, and the other form controls, which most pages show and most dashboards do not. */
const MUI_FORMS = [
  'TextField',
  'Select',
  'FormControlLabel',
  'FormGroup',
  'Radio',
  'RadioGroup',
  'Menu',
  'MenuList',
  'MenuItem',
  'Popover',
];

/** The toggle buttons: a choice of two or three shown at once (the sales dashboard's period). */
const MUI_TOGGLES = ['ToggleButton', 'ToggleButtonGroup'];

/** The tables, which the partner's and the administrator's dashboards show. */
const MUI_TABLES = ['Table', 'TableBody', 'TableCell', 'TableContainer', 'TableHead', 'TableRow'];

/** The tooltip with its Popper, and the table's paging, whose buttons have tooltips: only the lists that page. */
const MUI_POPPER = ['Tooltip', 'Popper', 'TablePagination', 'TablePaginationActions'];

const isReact = packages('react|react-dom|scheduler');

export const codeSplitting = {
  groups: [
    // What every page runs (the portal index and the unknown-host page too); then what every portal's page runs, the
    // sign-in page included.
    // The entry's modules that other files import too (the product's name) would be a file of their own.
    {
      name: (id: string, ctx: ChunkingContext) => (isReact(id) || (onEveryPage(ctx).has(id) && !id.endsWith('main.tsx')) ? 'react' : null),
      priority: 50,
    },
    {
      name: 'router',
      priority: 50,
      test: packages(
        'react-router|redux|react-redux|@reduxjs/toolkit|redux-persist|redux-thunk|immer|reselect|swr|use-sync-external-store|dequal|cookie|set-cookie-parser',
      ),
    },
    // What every signed-in page runs: MUI's core, and the API client's libraries.
    { name: 'mui', priority: 45, test: isMuiCore },
    { name: 'api', priority: 45, test: packages('zod|axios') },
    // The app's own modules that every portal's page runs, the sign-in page included, beyond the entry.
    { name: portalModules('portal'), priority: 30, includeDependenciesRecursively: false },
    { name: 'mui-fields', priority: 44, test: muiComponents(MUI_FIELDS) },
    { name: 'mui-forms', priority: 43, test: muiComponents(MUI_FORMS) },
    { name: 'mui-tables', priority: 44, test: muiComponents(MUI_TABLES) },
    // The toggle buttons (the sales dashboard's period) without the forms they would otherwise come with.
    { name: 'mui-toggles', priority: 44, test: muiComponents(MUI_TOGGLES) },
    // Below the forms: the table's paging imports the menu select, which goes with the forms (a page with a text field
    // and no paged table would otherwise download the tooltip and its Popper too).
    { name: 'mui-popper', priority: 42, test: (id: string) => muiComponents(MUI_POPPER)(id) || packages('@popperjs/core')(id) },
    // The app's own modules that several signed-in pages share (formatting, API calls, contracts, shared components),
    // but none that the sign-in page runs.
    {
      name: sharedAppModules('app'),
      priority: 20,
      minShareCount: 3,
      includeDependenciesRecursively: false,
      // Portal-neutral code only: a feature's or a portal's modules stay in their own files (the signed-in shell, in
      // features/auth, is every portal's), so that no portal downloads another portal's code.
      test: (id: string) =>
        /\/(src|contracts|node_modules\/@mui\/icons-material)\//.test(slashed(id)) &&
        !/\/src\/(portals\/|features\/(?!auth\/))/.test(slashed(id)),
    },
    // Only with a form (the sign-in page's own file since it left the route table's); only with a chart; only where a
    // phone number is checked.
    { name: 'forms', priority: 40, test: packages('react-hook-form|@hookform/[^/]+') },
    { name: 'charts', priority: 40, test: packages('@mui/x-[^/]+|d3-[^/]+|internmap|bezier-easing|flatqueue') },
    // The light SVG charts of the dashboards (src/components/charts), only with the pages that draw them.
    {
      name: 'svg-charts',
      priority: 40,
      includeDependenciesRecursively: false,
      test: (id: string) => /\/src\/components\/(charts\/|simple-charts\.tsx$)/.test(slashed(id)),
    },
    { name: 'us-phone', priority: 40, test: (id: string) => /\/(libphonenumber-js\/|contracts\/us-phone\.ts$)/.test(slashed(id)) },
  ],
};
