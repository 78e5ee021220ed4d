import { parse } from 'csv-parse/sync';
import { z } from 'zod';
import { EXTERNAL_IMPORT_COLUMNS, EXTERNAL_IMPORT_MAX_ROWS } from '#contracts/patients';
import { toUsE164 } from '#contracts/us-phone';
import { badRequest } from '#server/platform/errors';

/** One valid row of a partner's CSV of external patients, by its line in the file (the header is line 1). */
export type ParsedExternalPatient = {
  row: number;
  externalId: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phoneNumber: string | null;
  status: string | null;
  medication: string | null;
  lastOrderAt: string | null;
};

/** "External ID", "externalId" and "external-id" all name `external_id`. */
const columnName = (header: string) =>
  header
    .trim()
    .replace(/([a-z])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `at most ${max} characters`)
    .transform((v) => v || null);

const rowSchema = z.object({
  external_id: z.string().trim().min(1, 'external_id is missing').max(100, 'external_id: at most 100 characters'),
  first_name: z.string().trim().min(1, 'first_name is missing').max(100, 'first_name: at most 100 characters'),
  last_name: z.string().trim().min(1, 'last_name is missing').max(100, 'last_name: at most 100 characters'),
  email: z
    .string()
    .trim()
    .refine((v) => v === '' || z.email().safeParse(v).success, 'email is not a valid email address')
    .transform((v) => v.toLowerCase() || null),
  phone: z
    .string()
    .trim()
    .refine((v) => v === '' || toUsE164(v) !== null, 'phone is not a valid US phone number')
    .transform((v) => (v ? toUsE164(v) : null)),
  status: optionalText(50),
  medication: optionalText(200),
  last_order_date: z
    .string()
    .trim()
    .refine(
      (v) => v === '' || (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v))),
      'last_order_date must be a date as YYYY-MM-DD',
    )
    .transform((v) => (v ? new Date(`${v}T00:00:00Z`).toISOString() : null)),
});

/**
 * Reads a CSV of external patients: a header row naming at least external_id, first_name and last_name (in any
 * order; email, phone, status, medication and last_order_date optional; other columns ignored), then one patient
 * per line. A file that cannot be read is a 400; a row that is wrong is an error of that row, and the others stand.
 * The same external_id twice keeps the last and reports the first.
 */
export function parseExternalPatients(csv: string): {
  rows: ParsedExternalPatient[];
  errors: { row: number; message: string }[];
  total: number;
} {
  let records: string[][];
  try {
    records = parse(csv.replace(/^\uFEFF/, ''), { skip_empty_lines: true, relax_column_count: true, trim: true });
  } catch (error) {
    throw badRequest(`The file is not a CSV file we can read: ${(error as Error).message}`, [{ path: 'csv', message: 'unreadable CSV' }]);
  }
  const [header, ...lines] = records;
  const columns = (header ?? []).map(columnName);
  const missing = EXTERNAL_IMPORT_COLUMNS.required.filter((c) => !columns.includes(c));
  if (missing.length > 0) {
    const message = `The first row must name the columns ${EXTERNAL_IMPORT_COLUMNS.required.join(', ')}; missing: ${missing.join(', ')}`;
    throw badRequest(message, [{ path: 'csv', message }]);
  }
  if (lines.length > EXTERNAL_IMPORT_MAX_ROWS) {
    const message = `At most ${EXTERNAL_IMPORT_MAX_ROWS} patients per file; this one has ${lines.length}`;
    throw badRequest(message, [{ path: 'csv', message }]);
  }
  const known = [...EXTERNAL_IMPORT_COLUMNS.required, ...EXTERNAL_IMPORT_COLUMNS.optional] as const;
  const byId = new Map<string, ParsedExternalPatient>();
  const errors: { row: number; message: string }[] = [];
  lines.forEach((cells, index) => {
    const row = index + 2;
    const record = Object.fromEntries(known.map((name) => [name, cells[columns.indexOf(name)] ?? '']));
    const parsed = rowSchema.safeParse(record);
    if (!parsed.success) {
      errors.push({ row, message: parsed.error.issues.map((i) => i.message).join('; ') });
      return;
    }
    const v = parsed.data;
    const previous = byId.get(v.external_id);
    if (previous) errors.push({ row: previous.row, message: `external_id ${v.external_id} appears again on line ${row}, which is kept` });
    byId.set(v.external_id, {
      row,
      externalId: v.external_id,
      firstName: v.first_name,
      lastName: v.last_name,
      email: v.email,
      phoneNumber: v.phone,
      status: v.status,
      medication: v.medication,
      lastOrderAt: v.last_order_date,
    });
  });
  return { rows: [...byId.values()], errors: errors.sort((a, b) => a.row - b.row), total: lines.length };
}
