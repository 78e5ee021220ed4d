import type { FastifyInstance } from 'fastify';
import { systemContext } from '#server/platform/http/context';
import { checkLedger } from '#server/modules/ledger/ledger-admin.service';
import { unpostedMoney } from '#server/modules/payments/payments.service';
import { startRepeatingJob } from './schedule';

/** One pass, as system work: checks the whole ledger and opens an admin alert for any difference. */
export async function runLedgerCheckOnce(app: FastifyInstance) {
  const ctx = systemContext(app, 'ledger check job');
  return checkLedger(ctx, await unpostedMoney(ctx));
}

/** Every LEDGER_CHECK_JOB_SECONDS (a day: the nightly check). */
export const startLedgerCheckJob = (app: FastifyInstance) =>
  startRepeatingJob(app, 'ledger check', app.config.LEDGER_CHECK_JOB_SECONDS, () => runLedgerCheckOnce(app));
