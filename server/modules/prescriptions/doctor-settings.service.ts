import { defaultRxInformation } from '#contracts/order-review';
import type { DoctorSettings, UpdateDoctorSettingsBody } from '#contracts/doctor-settings';
import { DEFAULT_PHARMACY_NOT_ASSIGNED } from '#contracts/doctor-settings';
import { userOf, type Ctx } from '#server/platform/context';
import { forbidden, unprocessable } from '#server/platform/errors';
import * as repo from './doctor-settings.repository';
import { assignedPharmacies } from './pharmacies.repository';
import { actingDoctor } from './prescriptions.service';

/**
 * The doctor's Settings page: prescribing preferences that change what other screens do. The default pharmacy is
 * one of the pharmacies an administrator assigned to the doctor; sending a prescription preselects it. A default the
 * doctor no longer has (unassigned or deactivated since) reads as none. The rx defaults (quantity, refills, days'
 * supply) prefill a new prescription; until the doctor saves theirs, they read as the standard ones. A delegate acting for the doctor reads the
 * settings but cannot change them. No patient data: a change is audited as UPDATE doctor_settings.
 */

const STANDARD = defaultRxInformation('');

async function view(ctx: Ctx, doctorId: string): Promise<DoctorSettings> {
  const [pharmacies, saved] = await Promise.all([assignedPharmacies(ctx, doctorId), repo.findSettings(ctx, doctorId)]);
  const stored = saved?.default_pharmacy_id ?? null;
  return {
    pharmacies,
    defaultPharmacyId: pharmacies.some((p) => p.id === stored) ? stored : null,
    rxDefaults: {
      quantity: saved?.default_quantity ?? STANDARD.quantity,
      refills: saved?.default_refills ?? STANDARD.refills,
      daysSupply: saved?.default_days_supply ?? STANDARD.daysSupply,
    },
    canChange: !userOf(ctx).delegateAccessId,
    updatedAt: saved?.updated_at.toISOString() ?? null,
  };
}

/** GET /doctors/settings. */
export async function getSettings(ctx: Ctx): Promise<DoctorSettings> {
  const doctor = await actingDoctor(ctx);
  return view(ctx, doctor.id);
}

/** PUT /doctors/settings: only the fields sent change; a pharmacy not assigned to the doctor is refused (422). */
export async function updateSettings(ctx: Ctx, body: UpdateDoctorSettingsBody): Promise<DoctorSettings> {
  if (userOf(ctx).delegateAccessId) {
    await repo.noteChangeDenied(ctx, 'delegate');
    throw forbidden('Only the doctor can change their settings; a delegate acting for them can only see them.');
  }
  const doctor = await actingDoctor(ctx);
  const changes: repo.SettingsChanges = {};
  if (body.defaultPharmacyId !== undefined) {
    const assigned = await assignedPharmacies(ctx, doctor.id);
    if (body.defaultPharmacyId !== null && !assigned.some((p) => p.id === body.defaultPharmacyId)) {
      throw unprocessable(
        'The default pharmacy must be one of the pharmacies assigned to you; an administrator assigns them.',
        DEFAULT_PHARMACY_NOT_ASSIGNED,
      );
    }
    changes.default_pharmacy_id = body.defaultPharmacyId;
  }
  if (body.rxDefaults) {
    changes.default_quantity = body.rxDefaults.quantity;
    changes.default_refills = body.rxDefaults.refills;
    changes.default_days_supply = body.rxDefaults.daysSupply;
  }
  if (Object.keys(changes).length > 0) await repo.saveSettings(ctx, doctor.id, changes);
  return view(ctx, doctor.id);
}
