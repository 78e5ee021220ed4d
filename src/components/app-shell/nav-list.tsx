import Badge from '@mui/material/Badge';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useId, type ComponentType } from 'react';
import { NavLink } from 'react-router-dom';

export interface NavItem {
  label: string;
  to: string;
  icon: ComponentType<{ fontSize?: 'small' | 'medium' }>;
  /** A short line for dashboard cards. */
  description?: string;
  /** A count on the item's icon (unread messages): hidden at 0, "99+" above 99; the link's name says it. */
  badge?: number;
}

interface NavListProps {
  items: readonly NavItem[];
  onNavigate?: () => void;
}

/** Past this many links the items are dense (40 px high), so that a long menu fits a laptop's screen unscrolled. */
const DENSE_FROM = 13;

/** The menu's links; the shell puts it in the navigation landmark. */
export function NavList({ items, onNavigate }: NavListProps) {
  const dense = items.length >= DENSE_FROM;
  const countIds = useId();
  return (
    <List sx={{ py: 1 }}>
      {items.map(({ label, to, icon: Icon, badge }, i) => {
        // The link is named by what it shows ("Messages"); its count is its description ("3 unread"): the badge
        // itself is hidden from screen readers.
        const countId = badge ? `${countIds}-${i}` : undefined;
        return (
          <ListItem key={to} disablePadding>
            <ListItemButton dense={dense} component={NavLink} to={to} end={to === '/'} onClick={onNavigate} aria-describedby={countId}>
              <ListItemIcon sx={{ minWidth: 36, color: 'text.secondary' }}>
                {badge ? (
                  <Badge badgeContent={badge} max={99} color="primary" aria-hidden>
                    <Icon fontSize="small" />
                  </Badge>
                ) : (
                  <Icon fontSize="small" />
                )}
              </ListItemIcon>
              <ListItemText primary={label} slotProps={{ primary: { sx: { fontWeight: 'inherit', fontSize: '0.9375rem' } } }} />
            </ListItemButton>
            {countId && (
              <span id={countId} hidden>
                {badge} unread
              </span>
            )}
          </ListItem>
        );
      })}
    </List>
  );
}
