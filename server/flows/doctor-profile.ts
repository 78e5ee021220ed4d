import type { DoctorProfile, UpdateDoctorProfileBody } from '#contracts/doctors';
import type { Ctx } from '#server/platform/context';
import * as doctors from '#server/modules/accounts/doctor-profile.service';
import { doctorProfileView } from '#server/modules/accounts/accounts.views';
import { pharmaciesOfDoctor } from '#server/modules/prescriptions/prescriptions.service';

/** GET /doctors/profile: the doctor's own record (accounts) with the pharmacies assigned to them (prescriptions). */
export async function getProfile(ctx: Ctx): Promise<DoctorProfile> {
  const doctor = await doctors.ownDoctor(ctx);
  return doctorProfileView(doctor, await pharmaciesOfDoctor(ctx, doctor.id));
}

/** PATCH /doctors/profile: only the fields sent change; answers with the whole profile. */
export async function updateProfile(ctx: Ctx, body: UpdateDoctorProfileBody): Promise<DoctorProfile> {
  await doctors.updateProfile(ctx, body);
  return getProfile(ctx);
}
