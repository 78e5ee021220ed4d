import MenuOutlined from '@mui/icons-material/MenuOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import AppBar from '@mui/material/AppBar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { Logo } from '@/components/logo';
import { NavList, type NavItem } from './nav-list';

export const DRAWER_WIDTH = 264;

export interface AppShellProps {
  portalName: string;
  navItems: readonly NavItem[];
  userName: string;
  /** The owner's name when acting through a delegate access. */
  actingFor?: string | null;
  onSignOut: () => void;
  signingOut?: boolean;
  /** A banner above the page (e.g. "this account belongs to another portal"). */
  notice?: ReactNode;
  /** The account's own mark beside the portal's name (a partner's logo). */
  brand?: ReactNode;
  children: ReactNode;
}

export function AppShell(props: AppShellProps) {
  const { portalName, navItems, userName, actingFor, onSignOut, signingOut, notice, brand, children } = props;
  const [mobileOpen, setMobileOpen] = useState(false);
  // Phones keep the navigation closed: its unread count shows as a dot on the button that opens it.
  const unread = navItems.reduce((sum, item) => sum + (item.badge ?? 0), 0);

  const userBlock = (
    <>
      <Typography component="p" variant="body2" sx={{ fontWeight: 600 }} noWrap>
        {userName}
      </Typography>
      {actingFor && (
        <Typography component="p" variant="caption" sx={{ color: 'text.secondary' }} noWrap>
          Acting for {actingFor}
        </Typography>
      )}
    </>
  );

  // The logo sits inside the navigation landmark with the menu, so that no content of the page is outside a landmark.
  const drawerContent = (mobile: boolean) => (
    <Box component="nav" aria-label="Main navigation">
      <Toolbar sx={{ px: 2.5 }}>
        <Logo size={32} withName />
      </Toolbar>
      <Divider />
      {/* Phones have no room for the user in the top bar: the (unmounted-when-closed) mobile drawer shows it. */}
      {mobile && <Box sx={{ px: 2.5, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>{userBlock}</Box>}
      <NavList items={navItems} onNavigate={() => setMobileOpen(false)} />
    </Box>
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <Box
        component="a"
        href="#main-content"
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: (t) => t.zIndex.appBar + 1,
          bgcolor: 'background.paper',
          color: 'primary.dark',
          px: 2,
          py: 1,
          borderRadius: 2,
          fontWeight: 600,
          '&:focus': { top: 8 },
        }}
      >
        Skip to main content
      </Box>
      <AppBar position="fixed" sx={{ width: { md: `calc(100% - ${DRAWER_WIDTH}px)` }, ml: { md: `${DRAWER_WIDTH}px` } }}>
        <Toolbar sx={{ gap: 1.5 }}>
          <IconButton
            edge="start"
            aria-label={unread ? `Open navigation, ${unread} unread` : 'Open navigation'}
            onClick={() => setMobileOpen(true)}
            sx={{ display: { md: 'none' } }}
          >
            <Badge variant="dot" color="primary" invisible={!unread}>
              <MenuOutlined />
            </Badge>
          </IconButton>
          <Typography component="p" sx={{ fontWeight: 700, color: 'primary.dark' }} noWrap>
            {portalName}
          </Typography>
          {brand}
          <Box sx={{ flexGrow: 1 }} />
          <Box sx={{ textAlign: 'right', minWidth: 0, display: { xs: 'none', sm: 'block' } }}>{userBlock}</Box>
          <Button variant="outlined" color="primary" onClick={onSignOut} disabled={signingOut} startIcon={<LogoutOutlined aria-hidden />}>
            Sign out
          </Button>
        </Toolbar>
      </AppBar>

      {/* The column under the fixed drawer takes its color and border too, so the navigation's background runs the
          page's whole length, whatever shows the page (a full-page capture, a print, a zoomed window). */}
      <Box
        component="div"
        sx={{
          width: { md: DRAWER_WIDTH },
          flexShrink: { md: 0 },
          bgcolor: { md: 'background.paper' },
          borderRight: { md: 1 },
          borderColor: { md: 'divider' },
        }}
      >
        <Drawer
          variant="temporary"
          open={mobileOpen}
          onClose={() => setMobileOpen(false)}
          sx={{ display: { xs: 'block', md: 'none' }, '& .MuiDrawer-paper': { width: DRAWER_WIDTH } }}
        >
          {drawerContent(true)}
        </Drawer>
        <Drawer
          variant="permanent"
          open
          sx={{ display: { xs: 'none', md: 'block' }, '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' } }}
        >
          {drawerContent(false)}
        </Drawer>
      </Box>

      <Box component="main" id="main-content" tabIndex={-1} sx={{ flexGrow: 1, minWidth: 0, outline: 'none' }}>
        <Toolbar />
        <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 }, px: { xs: 2, sm: 3, md: 4 } }}>
          {notice}
          {children}
        </Container>
      </Box>
    </Box>
  );
}
