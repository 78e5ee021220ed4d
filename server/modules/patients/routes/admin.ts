import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema as params, messageOnlySchema } from '#contracts/common';
import * as api from '#contracts/patients';
import { audience, ctxOf } from '#server/platform/http/context';
import * as patients from '#server/modules/patients/admin-patients.service';
import * as notes from '#server/modules/patients/patient-notes.service';
import { withMessage } from '#server/platform/http/replies';

const admin = audience(['SUPER_ADMIN'], ['admin']);

const patientList = { querystring: api.adminPatientListQuerySchema, response: { 200: api.adminPatientListReplySchema } };
const patientReply = { 200: api.adminPatientReplySchema };
const patientChange = { params, body: api.updateAdminPatientBodySchema, response: patientReply };
const noteReply = { 200: api.patientNoteReplySchema };

/** Super admins: every patient (the SUPER_ADMIN row of the patients policy), their timeline, files and notes. */
export const adminPatientRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/super-admin/patients', {
    ...admin('Every patient, searched by name, email or phone, filtered by status or partner', patientList),
    handler: async (req) => ({ data: await patients.listAdminPatients(ctxOf(req), req.query, 'ALL') }),
  });
  app.get('/super-admin/gym-clients', {
    ...admin('The patients who came through a partner (one partner with partnerId)', patientList),
    handler: async (req) => ({ data: await patients.listAdminPatients(ctxOf(req), req.query, 'PARTNER') }),
  });
  app.get('/super-admin/clients', {
    ...admin('The patients who came to us directly, with no partner', patientList),
    handler: async (req) => ({ data: await patients.listAdminPatients(ctxOf(req), req.query, 'DIRECT') }),
  });
  app.get('/super-admin/patients/:id', {
    ...admin('One patient', { params, response: patientReply }),
    handler: async (req) => ({ data: await patients.getAdminPatient(ctxOf(req), req.params.id) }),
  });
  app.put('/super-admin/patients/:id', {
    ...admin("Change a patient's record (only the fields sent change)", patientChange),
    handler: withMessage('Patient updated successfully', (req) => patients.updateAdminPatient(ctxOf(req), req.params.id, req.body)),
  });
  app.patch('/super-admin/patients/:id/status', {
    ...admin("Change a patient's status", { params, body: api.updatePatientStatusBodySchema, response: patientReply }),
    handler: withMessage('Patient status updated successfully', (req) =>
      patients.updateAdminPatientStatus(ctxOf(req), req.params.id, req.body.status),
    ),
  });
  app.get('/super-admin/patients/:id/notes', {
    ...admin("A patient's notes, newest first, each with its author and time", { params, response: { 200: api.patientNotesReplySchema } }),
    handler: async (req) => ({ data: await notes.listNotes(ctxOf(req), req.params.id) }),
  });
  app.post('/super-admin/patients/:id/notes', {
    ...admin('Add a note on a patient', { params, body: api.patientNoteBodySchema, response: { 201: api.patientNoteReplySchema } }),
    handler: async (req, reply) => {
      reply.code(201);
      return { data: await notes.addNote(ctxOf(req), req.params.id, req.body.content), message: api.NOTE_MESSAGES.added };
    },
  });
  app.put('/super-admin/patients/:id/notes/:noteId', {
    ...admin("Change a note's text", { params: api.noteParamsSchema, body: api.patientNoteBodySchema, response: noteReply }),
    handler: withMessage(api.NOTE_MESSAGES.updated, (req) =>
      notes.editNote(ctxOf(req), req.params.id, req.params.noteId, req.body.content),
    ),
  });
  app.delete('/super-admin/patients/:id/notes/:noteId', {
    ...admin('Delete a note (kept for the audit trail)', { params: api.noteParamsSchema, response: { 200: messageOnlySchema } }),
    handler: async (req) => {
      await notes.deleteNote(ctxOf(req), req.params.id, req.params.noteId);
      return { data: null, message: api.NOTE_MESSAGES.deleted };
    },
  });
};
