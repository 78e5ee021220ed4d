import type { UpdateDoctorProfileBody } from '#contracts/doctors';
import { userOf, type Ctx } from '#server/platform/context';
import { notFound } from '#server/platform/errors';
import { usPhone } from '#server/platform/validation';
import * as repo from './accounts.repository';

/** The signed-in doctor's record (or, through a delegate token, the owner's), or a 404. */
export async function ownDoctor(ctx: Ctx) {
  const { doctorId } = userOf(ctx);
  const row = doctorId ? await repo.findDoctor(ctx.db, doctorId) : undefined;
  if (!row) throw notFound('Doctor profile not found');
  return row;
}

/** Only the fields sent change; license states and NPI stay with the administrators. */
export async function updateProfile(ctx: Ctx, body: UpdateDoctorProfileBody): Promise<void> {
  const values: repo.UserChanges = {};
  if (body.firstName !== undefined) values.first_name = body.firstName;
  if (body.lastName !== undefined) values.last_name = body.lastName;
  if (body.phoneNumber !== undefined) values.phone_number = usPhone(body.phoneNumber, 'phoneNumber');
  const current = await ownDoctor(ctx);
  await repo.updateDoctorProfile(ctx, current, values, Object.keys(body));
}
