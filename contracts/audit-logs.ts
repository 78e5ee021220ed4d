import { z } from 'zod';
import { envelope } from './common';

// The HIPAA audit log, read by super admins (GET /super-admin/audit-logs, /audit-logs, their detail, statistics and CSV).

export const AUDIT_OUTCOMES = ['SUCCESS', 'FAILURE', 'DENIED'] as const;
export const auditOutcomeSchema = z.enum(AUDIT_OUTCOMES);
export type AuditOutcome = z.infer<typeof auditOutcomeSchema>;

export const AUDIT_SORT_FIELDS = ['timestamp', 'action', 'outcome'] as const;

/** Days as YYYY-MM-DD, inclusive, in UTC; the end not before the start. */
const dayRange = {
  startDate: z.iso.date({ error: 'Enter startDate as YYYY-MM-DD' }).optional(),
  endDate: z.iso.date({ error: 'Enter endDate as YYYY-MM-DD' }).optional(),
};
/** The one rule for a range of days, checked by the filter form before it asks and by the server. */
export const rangeInOrder = (q: { startDate?: string; endDate?: string }) => !q.startDate || !q.endDate || q.startDate <= q.endDate;
/** Said beside the To field, and by the server as the field's message (From and To are the form's words for the dates). */
export const RANGE_ORDER_MESSAGE = 'The To date must be on or after the From date';
const rangeMessage = { message: RANGE_ORDER_MESSAGE, path: ['endDate'] };

/** What narrows the log: who acted, about which patient, what, how it ended, and when. */
export const auditLogFilterSchema = z.object({
  /** Who acted (or whom a delegate acted for): an account id, or part of a name or e-mail. */
  actor: z.string().trim().max(100).optional(),
  /** Which patient: a patient record id, or part of the patient's name or e-mail. */
  patient: z.string().trim().max(100).optional(),
  /** The action exactly, e.g. LIST, READ, UPDATE, LOGIN, RESET_OTP (case does not matter). */
  action: z
    .string()
    .trim()
    .max(60)
    .regex(/^[A-Za-z_]*$/, 'An action is letters and underscores, e.g. RESET_OTP')
    .transform((a) => a.toUpperCase())
    .optional(),
  /** The kind of record, e.g. patient, order, audit_log. */
  resourceType: z
    .string()
    .trim()
    .max(60)
    .regex(/^[a-z_]*$/, 'A resource type is lowercase letters and underscores, e.g. patient')
    .optional(),
  outcome: auditOutcomeSchema.optional(),
  ...dayRange,
});
export type AuditLogFilter = z.infer<typeof auditLogFilterSchema>;

/** GET /super-admin/audit-logs and GET /audit-logs: page 1, 10 rows, newest first unless asked otherwise. */
export const auditLogListQuerySchema = auditLogFilterSchema
  .extend({
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(10),
    sortBy: z.enum(AUDIT_SORT_FIELDS).default('timestamp'),
    sortOrder: z.enum(['asc', 'desc']).default('desc'),
    /**
     * Keyset paging (sortBy=timestamp): the `nextCursor` of the previous reply; the page then starts right after that
     * row and `page` is not read. As fast at any depth, where a deep `page` (offset) reads every row before it.
     */
    after: z.string().max(200).optional(),
  })
  .refine(rangeInOrder, rangeMessage);
export type AuditLogListQuery = z.infer<typeof auditLogListQuerySchema>;

/** GET /super-admin/audit-logs/export: the filtered log as CSV, newest first. */
export const auditLogExportQuerySchema = auditLogFilterSchema.refine(rangeInOrder, rangeMessage);

const personRefSchema = z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable();

export const auditLogSchema = z.object({
  id: z.uuid(),
  timestamp: z.string(),
  actorUserId: z.string().nullable(),
  /** The account that acted (null for system work or an anonymous caller). */
  actor: personRefSchema,
  actingForUserId: z.string().nullable(),
  /** Whom a delegate acted for. */
  actingFor: personRefSchema,
  role: z.string().nullable(),
  action: z.string(),
  resourceType: z.string(),
  resourceId: z.string().nullable(),
  patientId: z.string().nullable(),
  /** The patient the row is about, by name. */
  patient: personRefSchema,
  outcome: auditOutcomeSchema,
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditLog = z.infer<typeof auditLogSchema>;

export const auditLogListReplySchema = envelope(
  z.object({
    logs: z.array(auditLogSchema),
    pagination: z.object({
      page: z.number().int(),
      limit: z.number().int(),
      total: z.number().int(),
      totalPages: z.number().int(),
      /** More rows match than were counted: `total` is the count's cap. */
      totalIsEstimate: z.boolean().optional(),
      /** Present when the page is full and sorted by timestamp: pass it as `after` for the next page. */
      nextCursor: z.string().optional(),
    }),
  }),
);
export type AuditLogPage = z.infer<typeof auditLogListReplySchema>['data'];
export const auditLogReplySchema = envelope(auditLogSchema);

/** GET /super-admin/audit-logs/statistics: the last 30 days unless a range is given (at most 366 days). */
export const auditStatisticsQuerySchema = z.object(dayRange).refine(rangeInOrder, rangeMessage);
const countOf = <K extends string, T extends z.ZodType>(key: K, value: T) =>
  z.array(z.object({ [key]: value, count: z.number().int() } as { [P in K]: T } & { count: z.ZodNumber }));
export const auditStatisticsSchema = z.object({
  startDate: z.string(),
  endDate: z.string(),
  total: z.number().int(),
  byAction: countOf('action', z.string()),
  byOutcome: countOf('outcome', auditOutcomeSchema),
  /** A role, SYSTEM (scheduled work) or ANONYMOUS (a caller not signed in). */
  byRole: countOf('role', z.string()),
  perDay: countOf('date', z.string()),
});
export type AuditStatistics = z.infer<typeof auditStatisticsSchema>;
export const auditStatisticsReplySchema = envelope(auditStatisticsSchema);

export const AUDIT_CSV_COLUMNS = [
  'Timestamp',
  'Actor',
  'Actor email',
  'Acting for',
  'Role',
  'Action',
  'Resource type',
  'Resource id',
  'Patient',
  'Patient id',
  'Outcome',
  'IP',
  'User agent',
  'Log id',
] as const;
