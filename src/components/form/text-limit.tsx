import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { counterText, textLength, tooLongMessage } from '@contracts/text-limits';

/**
 * A text field's limit (TEXT_LIMITS in contracts/text-limits.ts, the contract's own): whether the text is over it and
 * the helper text to show, the field's message (or the over-limit message) with the "n / limit" counter beside it.
 * The input has no maxLength: a pasted text is never cut without a word, it is refused with the reason.
 */
export function textLimitHelper(value: string, max: number | undefined, message: ReactNode) {
  if (max === undefined) return { over: false, helperText: message };
  const length = textLength(value);
  const over = length > max;
  const helperText = (
    <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
      <span>{over ? tooLongMessage(max) : message}</span>
      <Box component="span" sx={{ flexShrink: 0, fontVariantNumeric: 'tabular-nums' }}>
        {counterText(length, max)}
      </Box>
    </Box>
  );
  return { over, helperText };
}
