import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { SavedCard } from '@contracts/cards';
import { TableScroll } from '@/components/table-scroll';
import { brandName, formatExpiry } from '@/lib/card-form-schema';
import { ToneChip } from './tone-chip';

interface CardsTableProps {
  cards: readonly SavedCard[];
  /** The card whose action is in flight: its buttons show progress, every other button waits. */
  busyId: string | null;
  /** Both absent when the signed-in actor may not change the cards: no Actions column then. */
  onMakeDefault?: (card: SavedCard) => void;
  onRemove?: (card: SavedCard) => void;
}

// Screen readers hear "ending in 4242" instead of four bullets.
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  margin: -1,
  padding: 0,
  border: 0,
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export const cardName = (card: SavedCard) => `${brandName(card.brand)} ending in ${card.last4}`;

export function CardsTable({ cards, busyId, onMakeDefault, onRemove }: CardsTableProps) {
  return (
    <TableScroll label="Saved cards">
      <Table aria-label="Saved cards" sx={{ minWidth: 560 }}>
        <TableHead>
          <TableRow>
            <TableCell>Card</TableCell>
            <TableCell>Expires</TableCell>
            <TableCell>Status</TableCell>
            {onRemove && <TableCell align="right">Actions</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {cards.map((card) => (
            <TableRow key={card.id}>
              {/* Relative: keeps the hidden text inside the scrolling table on phones. */}
              <TableCell sx={{ fontWeight: 600, whiteSpace: 'nowrap', position: 'relative' }}>
                {brandName(card.brand)} <span aria-hidden="true">•••• </span>
                <Box component="span" sx={visuallyHidden}>
                  ending in{' '}
                </Box>
                {card.last4}
              </TableCell>
              <TableCell>{formatExpiry(card.expMonth, card.expYear)}</TableCell>
              <TableCell>{card.isDefault ? <ToneChip label="Default" tone="brand" /> : null}</TableCell>
              {onRemove && (
                <TableCell align="right">
                  <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                    {!card.isDefault && onMakeDefault && (
                      <Button
                        size="small"
                        variant="outlined"
                        aria-label={`Make default ${cardName(card)}`}
                        loading={busyId === card.id}
                        disabled={busyId !== null && busyId !== card.id}
                        onClick={() => onMakeDefault(card)}
                      >
                        Make default
                      </Button>
                    )}
                    <Button
                      size="small"
                      color="error"
                      aria-label={`Remove ${cardName(card)}`}
                      disabled={busyId !== null}
                      onClick={() => onRemove(card)}
                    >
                      Remove
                    </Button>
                  </Stack>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroll>
  );
}
