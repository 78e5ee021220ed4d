import type { GymOwnerRecord, PatchGymOwnerBody } from '#contracts/partners';
import type { Ctx } from '#server/platform/context';
import * as partners from '#server/modules/accounts/partner-admin.service';
import { payoutBalance } from '#server/modules/payments/payouts.service';

/**
 * A partner as the administrator's detail screen shows it: the account's details and figures (accounts) with what it
 * is owed (payments). Each change answers with the same detail.
 */

const withBalance = async (ctx: Ctx, detail: GymOwnerRecord) => ({ ...detail, payoutBalance: await payoutBalance(ctx, detail.id) });

export const partnerDetail = async (ctx: Ctx, id: string) => withBalance(ctx, await partners.getGymOwner(ctx, id));

export const updatePartner = async (ctx: Ctx, id: string, body: PatchGymOwnerBody) =>
  withBalance(ctx, await partners.updateGymOwner(ctx, id, body));

export const assignDoctor = async (ctx: Ctx, id: string, doctorId: string | null) =>
  withBalance(ctx, await partners.assignDoctor(ctx, id, doctorId));
