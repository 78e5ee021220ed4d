import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { ComponentType } from 'react';
import { NavLink } from 'react-router-dom';

export interface NavItem {
  label: string;
  to: string;
  icon: ComponentType<{ fontSize?: 'small' | 'medium' }>;
  /** A short line for dashboard cards. */
  description?: string;
}

interface NavListProps {
  items: readonly NavItem[];
  onNavigate?: () => void;
}

/** The menu's links; the shell puts it in the navigation landmark. */
export function NavList({ items, onNavigate }: NavListProps) {
  return (
    <List sx={{ py: 1 }}>
      {items.map(({ label, to, icon: Icon }) => (
        <ListItemButton key={to} component={NavLink} to={to} end={to === '/'} onClick={onNavigate}>
          <ListItemIcon sx={{ minWidth: 36, color: 'text.secondary' }}>
            <Icon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={label} slotProps={{ primary: { sx: { fontWeight: 'inherit', fontSize: '0.9375rem' } } }} />
        </ListItemButton>
      ))}
    </List>
  );
}
