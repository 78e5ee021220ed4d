import type { GymOwner, GymOwnerRecord, GymOwnerListQuery, PatchGymOwnerBody } from '#contracts/partners';
import { inTransaction, type Ctx } from '#server/platform/context';
import { pageInfo } from '#server/platform/db/list';
import type { PartnersTable } from '#server/platform/db/schema';
import { conflict, emailTaken, notFound } from '#server/platform/errors';
import { usPhone } from '#server/platform/validation';
import type { Updateable } from 'kysely';
import * as accounts from './accounts.repository';
import * as repo from './partner-admin.repository';
import { countOf } from '#contracts/plural';

/**
 * What an administrator does with partners (GYM_OWNER accounts): list and read them, set their business details,
 * commission rate, billing mode and auto-billing, give them a doctor, and delete them. Partner records name no
 * patient: reads are not audited; every change is, in its transaction.
 */

const nameOf = (first: string | null, last: string | null) => (first === null ? null : `${first} ${last ?? ''}`.trim());

const rowView = (r: repo.PartnerListRow): GymOwner => ({
  id: r.id,
  userId: r.user_id,
  businessName: r.business_name,
  firstName: r.first_name,
  lastName: r.last_name,
  email: r.email,
  phoneNumber: r.phone_number,
  commissionRateBps: r.commission_rate_bps,
  billingMode: r.billing_mode,
  autoBilling: r.auto_billing,
  doctor: r.doctor_id ? { id: r.doctor_id, name: nameOf(r.doctor_first_name, r.doctor_last_name) ?? 'Doctor' } : null,
  patientCount: r.patient_count ?? 0,
  createdAt: r.created_at.toISOString(),
});

const detailView = (r: repo.PartnerDetailRow): GymOwnerRecord => ({
  ...rowView(r),
  payoutAccountStatus: r.payout_account_status,
  unassignedPatientCount: r.unassigned_patient_count ?? 0,
  orderCount: r.order_count ?? 0,
  unpaidInvoiceCount: r.unpaid_invoice_count ?? 0,
});

/** GET /super-admin/gym-owners. */
export async function listGymOwners(ctx: Ctx, query: GymOwnerListQuery) {
  const { rows, total } = await repo.listPartners(ctx, query);
  return { items: rows.map(rowView), ...pageInfo(total, query) };
}

async function detailRow(ctx: Ctx, id: string) {
  const row = await repo.findPartnerDetail(ctx, id);
  if (!row) throw notFound('Gym owner not found');
  return row;
}

/** GET /super-admin/gym-owners/{id}. */
export const getGymOwner = async (ctx: Ctx, id: string) => detailView(await detailRow(ctx, id));

const PARTNER_FIELDS = {
  businessName: 'business_name',
  commissionRateBps: 'commission_rate_bps',
  billingMode: 'billing_mode',
  autoBilling: 'auto_billing',
} as const;

/** PUT and PATCH /super-admin/gym-owners/{id}: only the fields sent change (PUT sends them all). */
export async function updateGymOwner(ctx: Ctx, id: string, body: PatchGymOwnerBody): Promise<GymOwnerRecord> {
  const current = await detailRow(ctx, id);
  const user: accounts.UserChanges = {};
  if (body.firstName !== undefined) user.first_name = body.firstName;
  if (body.lastName !== undefined) user.last_name = body.lastName;
  if (body.email !== undefined) user.email = body.email;
  if (body.phoneNumber !== undefined) user.phone_number = body.phoneNumber === null ? null : usPhone(body.phoneNumber, 'phoneNumber');
  const partner: Updateable<PartnersTable> = {};
  for (const [field, column] of Object.entries(PARTNER_FIELDS) as [keyof typeof PARTNER_FIELDS, keyof typeof partner][]) {
    if (body[field] !== undefined) Object.assign(partner, { [column]: body[field] });
  }
  if (
    user.email &&
    user.email.toLowerCase() !== current.email.toLowerCase() &&
    (await accounts.emailInUse(ctx.db, user.email, current.user_id))
  )
    throw emailTaken();
  await inTransaction(ctx, async (tx) => {
    if (!(await repo.lockPartner(tx.db, id))) throw notFound('Gym owner not found');
    const changed = Object.fromEntries(
      Object.keys(PARTNER_FIELDS)
        .filter((f) => f !== 'businessName' && body[f as keyof PatchGymOwnerBody] !== undefined)
        .map((f) => [f, { from: current[PARTNER_FIELDS[f as keyof typeof PARTNER_FIELDS]], to: body[f as keyof PatchGymOwnerBody] }]),
    );
    await repo.updatePartner(tx, current, { user, record: partner }, { fields: Object.keys(body), ...changed });
  });
  return getGymOwner(ctx, id);
}

/**
 * PATCH /super-admin/gym-owners/{id}/assign-doctor: the partner's doctor (null: none). That doctor reaches the
 * partner's patients from their next request on (the actor's partner ids are read with each request's session).
 */
export async function assignDoctor(ctx: Ctx, id: string, doctorId: string | null): Promise<GymOwnerRecord> {
  await detailRow(ctx, id);
  await inTransaction(ctx, async (tx) => {
    const partner = await repo.lockPartner(tx.db, id);
    if (!partner) throw notFound('Gym owner not found');
    if (doctorId && !(await repo.liveDoctor(tx.db, doctorId))) throw notFound('Doctor not found');
    await repo.assignDoctor(tx, partner, doctorId);
  });
  return getGymOwner(ctx, id);
}

/**
 * DELETE /super-admin/gym-owners/{id}: a soft delete of the partner's account (it can no longer sign in; its records,
 * patients and orders stay). Refused while the partner has unpaid invoices: they are settled or voided first.
 */
export async function deleteGymOwner(ctx: Ctx, id: string): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const partner = await repo.lockPartner(tx.db, id);
    const row = partner ? await repo.findPartnerDetail(tx, id) : undefined;
    if (!partner || !row) throw notFound('Gym owner not found');
    if ((row.unpaid_invoice_count ?? 0) > 0)
      throw conflict(
        `This partner has ${countOf(row.unpaid_invoice_count ?? 0, 'unpaid invoice')} (open or with a declined charge). Settle or void them before deleting the partner.`,
      );
    await repo.deletePartnerAccount(tx, row);
  });
}

/** GET /super-admin/gym-owners/doctor-choices: the doctors the assign dialog offers (20 at most). */
export async function doctorChoices(ctx: Ctx, search: string | undefined) {
  const rows = await repo.doctorChoices(ctx.db, search, 20);
  return {
    doctors: rows.map((d) => ({ id: d.id, name: `${d.first_name} ${d.last_name}`, email: d.email, licenseStates: d.license_states })),
  };
}

/**
 * For other modules, in their transaction: whether a live partner with this id exists, locked until the transaction
 * ends so that it cannot be deleted meanwhile (a reassignment's target). Undefined when there is none.
 */
export const lockLivePartner = async (tx: Ctx, id: string) => (await repo.lockPartner(tx.db, id)) ?? undefined;

/** For other modules: every live partner the caller sees, with its owner (names only, no patient). */
export const livePartners = async (ctx: Ctx) =>
  (await repo.livePartners(ctx)).map((p) => ({
    id: p.id,
    businessName: p.business_name,
    ownerName: `${p.first_name} ${p.last_name}`,
    email: p.email,
    createdAt: p.created_at,
  }));

/**
 * For a payout (payments module), in its transaction: locks the partner's row so that payouts to one partner run one
 * after another, and gives its payout account. Undefined for a partner that does not exist (or was deleted).
 */
export const lockPartnerPayoutAccount = (tx: Ctx, partnerId: string) => repo.lockPartnerPayoutAccount(tx, partnerId);
