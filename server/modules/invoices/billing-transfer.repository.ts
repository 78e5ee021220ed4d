import { noteRead, type Ctx } from '#server/platform/context';

/**
 * The audit of a partner's billing mode. The mode is the accounts module's (its partner row): this module reads and
 * changes it through the accounts service, and notes or records each read, refusal and change here.
 */

const resourceType = 'partner_billing_mode';

/** Notes the read of the partner's billing mode. */
export const noteBillingModeRead = (ctx: Ctx, partnerId: string) => noteRead(ctx, { action: 'READ', resourceType, resourceId: partnerId });

/** Notes a delegate's attempt to change it (refused: only the account owner decides who pays). */
export const noteDelegateRefused = (ctx: Ctx) =>
  noteRead(ctx, { action: 'UPDATE', resourceType, outcome: 'DENIED', details: { reason: 'delegate' } });

/** Records the owner's choice (from and to, the same when unchanged), in the caller's transaction with the change. */
export const recordBillingModeChange = (ctx: Ctx, partnerId: string, from: string, to: string) =>
  ctx.audit.record(ctx.db, { action: 'UPDATE', resourceType, resourceId: partnerId, details: { from, to } });
