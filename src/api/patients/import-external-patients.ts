import { importExternalPatientsReplySchema, type ImportExternalPatientsBody } from '@contracts/patients';
import { apiClient } from '@/lib/api-client';

/**
 * POST /gym-owner/external-patients/import: `preview: true` checks the CSV and answers what would be imported (rows
 * with errors named by their line), writing nothing; `preview: false` imports the valid rows.
 */
export async function importExternalPatients(body: ImportExternalPatientsBody) {
  const reply = await apiClient.post('/gym-owner/external-patients/import', body);
  return importExternalPatientsReplySchema.parse(reply.data);
}
