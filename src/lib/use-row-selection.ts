import { useState } from 'react';

/** The ids of the rows ticked in a table: `onSelect` ticks or unticks some (a row, or a whole page), `clear` none. */
export function useRowSelection() {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const onSelect = (ids: readonly string[], on: boolean) =>
    setSelected((was) => {
      const next = new Set(was);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  const clear = () => setSelected(new Set());
  return { selected, onSelect, clear };
}
