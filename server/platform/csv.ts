/** A CSV field (RFC 4180): quoted when needed, and a leading = + - @ defused so that a spreadsheet never runs it. */
export function csvField(value: string | number | null | undefined): string {
  const text = value == null ? '' : String(value);
  const safe = typeof value === 'string' && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One CSV line of these fields, CRLF-terminated. */
export const csvLine = (fields: readonly (string | number | null | undefined)[]): string => `${fields.map(csvField).join(',')}\r\n`;
