import TableContainer from '@mui/material/TableContainer';
import type { SxProps, Theme } from '@mui/material/styles';
import { useEffect, useRef, useState, type ReactNode } from 'react';

interface TableScrollProps {
  /** The table's name, which the scrolling box takes while it scrolls. */
  label: string;
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/**
 * A table's box, which scrolls sideways when the table is wider than the screen (a phone). While it does, a keyboard
 * can reach it (Tab, then the arrow keys scroll it) and screen readers hear it named as a group; while the table fits,
 * it is no tab stop.
 */
export function TableScroll({ label, sx, children }: TableScrollProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const box = ref.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const measure = () => setScrolls(box.scrollWidth > box.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, []);
  return (
    // Relative: a cell's absolutely placed part (a visually hidden label) scrolls with the table instead of widening the page.
    <TableContainer
      ref={ref}
      sx={[{ position: 'relative' }, ...(Array.isArray(sx) ? sx : [sx])]}
      {...(scrolls ? { tabIndex: 0, role: 'group', 'aria-label': label } : {})}
    >
      {children}
    </TableContainer>
  );
}
