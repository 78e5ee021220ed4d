import { z } from 'zod';
import { envelope, inOrder, listQuerySchema, pageOf, periodRangeSchema, changesOf } from './common';
import { limitedText, TEXT_LIMITS } from './text-limits';
import { patientRecordSchema } from './patient-profile';
import { personInput } from './person';

// The partner's view of their patients (GET/PUT /gym-owner/patients, the patient counts of the dashboard).

export const PATIENT_STATUSES = ['ACTIVE', 'PAUSED', 'INACTIVE'] as const;
export const patientStatusSchema = z.enum(PATIENT_STATUSES);

/** A doctor's view of a patient's record: the record itself, and the partner the patient came through. */
export const doctorPatientSchema = patientRecordSchema.extend({ partnerName: z.string().nullable() });
export type DoctorPatient = z.infer<typeof doctorPatientSchema>;

/** The query and reply fields of a patients list paged by keyset cursor as well as by number (doctor's, partner's, admin's). */
const patientCursorQuery = {
  /**
   * Keyset paging (unsearched): the `nextCursor` of the previous reply, for the same sort; the page then starts right
   * after that patient and `page` is not read. As fast at any depth, where a deep `page` (offset) reads every row before it.
   */
  after: z.string().max(1000).optional(),
};
const patientCursorReply = {
  /** Present (true) when there are more patients than the server counts: `total` is then that cap, not the exact count. */
  totalIsEstimate: z.boolean().optional(),
  /** Present when the page is full and unsearched: pass it as `after` for the next page. */
  nextCursor: z.string().optional(),
};

/** GET /doctors/patients: the patients assigned to the doctor (directly or through a partner). */
export const doctorPatientListQuerySchema = listQuerySchema(
  ['name:asc', 'name:desc', 'createdAt:desc', 'createdAt:asc'],
  'name:asc',
).extend(patientCursorQuery);
export type DoctorPatientListQuery = z.infer<typeof doctorPatientListQuerySchema>;
export const doctorPatientListReplySchema = envelope(pageOf(doctorPatientSchema).extend(patientCursorReply));

/** The patient fields a doctor may set; PATCH /doctors/patients/{id} sends only the filled ones. */
export const doctorPatientFieldsSchema = z.object({
  firstName: personInput.name,
  lastName: personInput.name,
  email: personInput.email,
  phoneNumber: personInput.phone,
  dateOfBirth: personInput.birthDate,
  gender: personInput.gender,
  address1: personInput.addressLine,
  address2: personInput.addressLine,
  city: personInput.city,
  state: z.string().trim().length(2),
  zipcode: personInput.zipcode,
});
export const updateDoctorPatientBodySchema = changesOf(doctorPatientFieldsSchema);
export type UpdateDoctorPatientBody = z.infer<typeof updateDoctorPatientBodySchema>;
export const doctorPatientReplySchema = envelope(doctorPatientSchema);

/** GET /gym-owner/patients: searched by name, e-mail or phone; unsearched, paged by cursor (`after`) as well. */
export const partnerPatientListQuerySchema = listQuerySchema(
  ['name:asc', 'name:desc', 'createdAt:desc', 'createdAt:asc'],
  'name:asc',
).extend({ status: patientStatusSchema.optional(), ...patientCursorQuery });
export type PartnerPatientListQuery = z.infer<typeof partnerPatientListQuerySchema>;

export const partnerPatientSchema = patientRecordSchema.extend({ partnerName: z.string().nullable() });
export type PartnerPatient = z.infer<typeof partnerPatientSchema>;
export const partnerPatientListReplySchema = envelope(pageOf(partnerPatientSchema).extend(patientCursorReply));
export const partnerPatientReplySchema = envelope(partnerPatientSchema);

/** PUT /gym-owner/patients/{id}: a partner keeps their patients' contact details; only the fields sent change. */
export const updatePartnerPatientBodySchema = changesOf(
  z.object({
    firstName: personInput.name,
    lastName: personInput.name,
    email: personInput.email,
    phoneNumber: personInput.phone,
    address1: personInput.addressLine,
    address2: personInput.addressLine,
    city: personInput.city,
    state: z.string().trim().length(2),
    zipcode: personInput.zipcode,
  }),
);
export type UpdatePartnerPatientBody = z.infer<typeof updatePartnerPatientBodySchema>;

/** PATCH /gym-owner/patients/{id}/status. */
export const updatePatientStatusBodySchema = z.object({ status: patientStatusSchema });

/** GET /gym-owner/summary: the partner's patients at a glance. */
export const partnerSummaryReplySchema = envelope(
  z.object({
    totalPatients: z.number().int(),
    activePatients: z.number().int(),
    pausedPatients: z.number().int(),
    inactivePatients: z.number().int(),
    newPatientsThisMonth: z.number().int(),
  }),
);

/** GET /gym-owner/patients-registered: how many patients registered in each day, week or month of a range. */
export const patientsRegisteredQuerySchema = inOrder(periodRangeSchema, 'endDate');
export const patientsRegisteredReplySchema = envelope(
  z.object({
    period: z.enum(['day', 'week', 'month']),
    points: z.array(z.object({ periodStart: z.string(), count: z.number().int() })),
    total: z.number().int(),
  }),
);

/** GET /gym-owner/external-patients: patients imported from another telehealth service, listed apart from ours. */
export const externalPatientListQuerySchema = listQuerySchema(['name:asc', 'name:desc', 'importedAt:desc', 'importedAt:asc'], 'name:asc');
export type ExternalPatientListQuery = z.infer<typeof externalPatientListQuerySchema>;
/** A patient of the partner's in another service, as a CSV row names them. */
const externalPatientFields = {
  externalId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  status: z.string().nullable(),
  medication: z.string().nullable(),
  lastOrderAt: z.string().nullable(),
};
export const externalPatientSchema = z.object({
  id: z.uuid(),
  source: z.string(),
  ...externalPatientFields,
  importedAt: z.string(),
});
export type ExternalPatient = z.infer<typeof externalPatientSchema>;
export const externalPatientListReplySchema = envelope(pageOf(externalPatientSchema));

/** POST /gym-owner/external-patients/import: a CSV of the partner's patients in another service, previewed then imported. */
export const EXTERNAL_IMPORT_MAX_ROWS = 2000;
export const EXTERNAL_IMPORT_COLUMNS = {
  required: ['external_id', 'first_name', 'last_name'],
  optional: ['email', 'phone', 'status', 'medication', 'last_order_date'],
} as const;
export const importExternalPatientsBodySchema = z.object({
  source: z.string().trim().min(1, 'Name the service these patients come from').max(100),
  csv: z.string().min(1, 'Choose a CSV file').max(1_000_000, 'The file is too large: at most 1 MB'),
  /** true (the default): check the file and show what would be imported, writing nothing. */
  preview: z.boolean().default(true),
});
export type ImportExternalPatientsBody = z.input<typeof importExternalPatientsBodySchema>;
export const externalImportRowSchema = z.object({
  row: z.number().int(),
  ...externalPatientFields,
  /** The e-mail is one of the partner's patients here: listed apart all the same, never merged. */
  matchesPatient: z.boolean(),
});
export type ExternalImportRow = z.infer<typeof externalImportRowSchema>;
export const importExternalPatientsReplySchema = envelope(
  z.object({
    source: z.string(),
    total: z.number().int(),
    valid: z.number().int(),
    /** Rows that cannot be imported (the first 100), by their line in the file: they are skipped. */
    errors: z.array(z.object({ row: z.number().int(), message: z.string() })),
    /** The first 20 rows that would be imported. */
    rows: z.array(externalImportRowSchema),
    /** How many were written (0 for a preview): new ones and updates of the same external id from the same source. */
    imported: z.number().int(),
  }),
);
export type ImportExternalPatientsReply = z.infer<typeof importExternalPatientsReplySchema>['data'];

// The super admin's view of every patient (GET/PUT/PATCH /super-admin/patients..., gym-clients, clients).

/**
 * GET /super-admin/patients: every patient; GET /super-admin/gym-clients: those who came through a partner
 * (`partnerId` narrows to one); GET /super-admin/clients: those who came to us directly, with no partner.
 */
export const adminPatientListQuerySchema = partnerPatientListQuerySchema.extend({ partnerId: z.uuid().optional() });
export type AdminPatientListQuery = z.infer<typeof adminPatientListQuerySchema>;

/** A patient as an administrator sees them: with their partner and doctor. */
export const adminPatientSchema = partnerPatientSchema.extend({
  partnerId: z.uuid().nullable(),
  doctorId: z.uuid().nullable(),
});
export type AdminPatient = z.infer<typeof adminPatientSchema>;
/** Unsearched, paged by cursor as well (`nextCursor`); counted exactly (no `totalIsEstimate`). */
export const adminPatientListReplySchema = envelope(pageOf(adminPatientSchema).extend(patientCursorReply));
export const adminPatientReplySchema = envelope(adminPatientSchema);

/** PUT /super-admin/patients/{id}: the doctor's fields (contact, address, birth date, gender); only the fields sent change. */
export const updateAdminPatientBodySchema = updateDoctorPatientBodySchema;
export type UpdateAdminPatientBody = z.infer<typeof updateAdminPatientBodySchema>;

/** GET /super-admin/patients/{id}/history: one timeline, newest first. */
export const HISTORY_KINDS = ['ORDER', 'PAYMENT', 'PRESCRIPTION', 'STATUS_CHANGE', 'NOTE'] as const;
export const patientHistoryQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const historyEventSchema = z.object({
  kind: z.enum(HISTORY_KINDS),
  /** The row it comes from: an order, a payment, a prescription, an audit row, a note. */
  id: z.string(),
  at: z.string(),
  title: z.string(),
  detail: z.string().nullable(),
  orderId: z.uuid().nullable(),
});
export type HistoryEvent = z.infer<typeof historyEventSchema>;
export const patientHistoryReplySchema = envelope(pageOf(historyEventSchema));

/** GET /super-admin/patients/{id}/attachments: the patient's uploaded files, each with a short-lived signed link. */
export const attachmentSchema = z.object({
  key: z.string(),
  purpose: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int().nullable(),
  uploadedAt: z.string(),
  url: z.string(),
  expiresAt: z.string(),
});
export type Attachment = z.infer<typeof attachmentSchema>;
export const attachmentsReplySchema = envelope(z.object({ attachments: z.array(attachmentSchema) }));

// Patient notes (GET/POST/PUT/DELETE /super-admin/patients/{id}/notes[/{noteId}]): an administrator's notes.

export const patientNoteSchema = z.object({
  id: z.uuid(),
  patientId: z.uuid(),
  content: z.string(),
  authorId: z.uuid(),
  authorName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string().nullable(),
  updatedByName: z.string().nullable(),
});
export type PatientNote = z.infer<typeof patientNoteSchema>;
export const patientNotesReplySchema = envelope(z.object({ notes: z.array(patientNoteSchema) }));
export const patientNoteReplySchema = envelope(patientNoteSchema);
export const patientNoteBodySchema = z.object({
  content: limitedText(TEXT_LIMITS.note).min(1, 'Write the note first'),
});
export const noteParamsSchema = z.object({ id: z.uuid(), noteId: z.uuid() });
export const NOTE_MESSAGES = {
  added: 'Note added successfully',
  updated: 'Note updated successfully',
  deleted: 'Note deleted successfully',
  addFailed: 'Failed to add note',
  updateFailed: 'Failed to update note',
  deleteFailed: 'Failed to delete note',
} as const;
