import type { FastifyRequest } from 'fastify';
import type { DoctorMedication, DoctorProfile, UpdateDoctorProfileBody } from '../../../contracts/doctor';
import type { AuthContext } from '../../platform/auth/authenticate';
import { notFound } from '../../platform/errors';
import { usPhone } from '../../platform/validation';
import * as catalog from '../catalog/catalog.service';
import * as repo from './doctor-profile.repository';

/** The signed-in doctor's profile (or, through a delegate token, the owner's). */
export async function getProfile(req: FastifyRequest, auth: AuthContext): Promise<DoctorProfile> {
  const { db } = req.server;
  const row = await repo.findProfile(db, auth.userId);
  if (!row) throw notFound('Doctor profile not found');
  const pharmacies = await repo.assignedPharmacies(db, row.id);
  return {
    id: row.id,
    userId: row.user_id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phoneNumber: row.phone_number,
    npi: row.npi,
    licenseStates: row.license_states,
    pharmacies,
  };
}

/** Only the fields sent change; licence states and NPI stay with the administrators. */
export async function updateProfile(req: FastifyRequest, auth: AuthContext, body: UpdateDoctorProfileBody) {
  const { db } = req.server;
  const values: { first_name?: string; last_name?: string; phone_number?: string } = {};
  if (body.firstName !== undefined) values.first_name = body.firstName;
  if (body.lastName !== undefined) values.last_name = body.lastName;
  if (body.phoneNumber !== undefined) values.phone_number = usPhone(body.phoneNumber, 'phoneNumber');
  const current = await repo.findProfile(db, auth.userId);
  if (!current) throw notFound('Doctor profile not found');
  await db.transaction().execute(async (trx) => {
    await repo.updateUser(trx, auth.userId, values);
    await req.audit(
      { action: 'UPDATE', resourceType: 'doctor_profile', resourceId: current.id, details: { fields: Object.keys(body) } },
      trx,
    );
  });
  return getProfile(req, auth);
}

/** The medications a doctor can prescribe: the catalog's active products and doses. */
export const medications = (req: FastifyRequest): Promise<DoctorMedication[]> => catalog.medications(req.server.db);
