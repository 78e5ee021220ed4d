import { policyFilter } from '#server/platform/access/policy';
import { auditedChange, noteRead, type Ctx } from '#server/platform/context';
import { partnersPolicy } from './partners.policy';

/**
 * The payout account on a partner's or a sales person's record (partners, sales_people), with the audit rows of
 * connecting it: the change's, a processor's failure, a delegate's refusal.
 */

export type PayoutHolderRef = { resourceType: 'partner' | 'sales_person'; id: string };
export type PayoutAccount = { ref: string; status: 'ONBOARDING' | 'ACTIVE'; connectedAt: Date | null };

/**
 * Saves the processor's account on the holder's record (a partner's through the partners policy, in the UPDATE's
 * WHERE), and its CONNECT_PAYOUT_ACCOUNT row with the status and the processor.
 */
export function savePayoutAccount(ctx: Ctx, holder: PayoutHolderRef, account: PayoutAccount, provider: string) {
  const values = {
    payout_account_ref: account.ref,
    payout_account_status: account.status,
    payout_connected_at: account.connectedAt,
    updated_at: new Date(),
  };
  return auditedChange(
    ctx,
    (db) =>
      holder.resourceType === 'partner'
        ? db
            .updateTable('partners as pa')
            .set(values)
            .where('pa.id', '=', holder.id)
            .where(policyFilter(partnersPolicy, ctx.actor))
            .execute()
        : db.updateTable('sales_people').set(values).where('id', '=', holder.id).execute(),
    {
      action: 'CONNECT_PAYOUT_ACCOUNT',
      resourceType: holder.resourceType,
      resourceId: holder.id,
      details: { status: account.status, provider },
    },
  );
}

/** The processor could not be reached or refused the account (`reason`): written at once, the request fails. */
export const recordConnectFailure = (ctx: Ctx, holder: PayoutHolderRef, reason: string) =>
  ctx.audit.record(ctx.db, {
    action: 'CONNECT_PAYOUT_ACCOUNT',
    resourceType: holder.resourceType,
    resourceId: holder.id,
    outcome: 'FAILURE',
    details: { reason },
  });

/** Notes a delegate trying to connect the payout account of the owner they act for (refused). */
export const noteDelegateRefusal = (ctx: Ctx, resourceType: PayoutHolderRef['resourceType']) =>
  noteRead(ctx, { action: 'CONNECT_PAYOUT_ACCOUNT', resourceType, outcome: 'DENIED', details: { reason: 'delegate' } });
