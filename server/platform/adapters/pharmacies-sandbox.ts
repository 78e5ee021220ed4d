import { randomInt } from 'node:crypto';
import type { Db } from '#server/platform/db/client';
import type { PharmacyProvider } from '#server/platform/db/schema';
import { PharmacyRefusal, type PharmacyAdapter, type PharmacyPrescription, type PharmacyStatus } from './pharmacies';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
const randomCode = (length: number) => Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

const PREFIX: Record<PharmacyProvider, string> = { RX_PROVIDER: 'RXP-', DIGITAL_RX: 'DRX-' };

/** What a real pharmacy would refuse to fill: it cannot ship without a full US address or identify the patient without a birth date. */
export function refusalReason(patient: PharmacyPrescription['patient']): string | null {
  const { address } = patient;
  const missing = [
    !address.address1?.trim() && 'street address',
    !address.city?.trim() && 'city',
    !/^[A-Z]{2}$/.test(address.state ?? '') && 'state',
    !/^\d{5}(-\d{4})?$/.test(address.zipcode ?? '') && 'ZIP code',
  ].filter((m): m is string => Boolean(m));
  if (missing.length) return `The patient's shipping address is incomplete: add the ${missing.join(', ')}.`;
  if (address.country && !['US', 'USA'].includes(address.country.toUpperCase()))
    return 'The pharmacy ships only to addresses in the United States.';
  if (!patient.dateOfBirth || !/^\d{4}-\d{2}-\d{2}$/.test(patient.dateOfBirth)) return "The patient's date of birth is missing.";
  return null;
}

/** Steps since receipt: received, then processing after one, shipped after two, delivered after six. */
function statusAfter(steps: number): PharmacyStatus {
  if (steps >= 6) return 'DELIVERED';
  if (steps >= 2) return 'SHIPPED';
  if (steps >= 1) return 'PROCESSING';
  return 'RECEIVED';
}

/**
 * A local pharmacy with real behaviour: it keeps what it receives in `sandbox_pharmacy_orders`, refuses what a
 * pharmacy would refuse, answers a repeated submission with its first answer, and moves each prescription
 * forward with time (one step = `stepSeconds`), so that the whole flow can be seen without an outside service.
 */
export function sandboxPharmacy(
  db: Db,
  provider: PharmacyProvider,
  options: { stepSeconds: number; now?: () => Date; answerDelayMs?: number },
): PharmacyAdapter {
  const now = options.now ?? (() => new Date());
  // Tests only: a slow answer widens the moment between "the pharmacy has it" and "we recorded it" (durability.test.ts).
  const answered = async <T>(value: T) => {
    if (options.answerDelayMs) await new Promise((resolve) => setTimeout(resolve, options.answerDelayMs));
    return value;
  };
  return {
    provider,
    async submit(rx) {
      const reason = refusalReason(rx.patient);
      if (reason) throw new PharmacyRefusal(reason);
      const inserted = await db
        .insertInto('sandbox_pharmacy_orders')
        .values({
          id: PREFIX[provider] + randomCode(12),
          provider,
          reference: rx.reference,
          payload: JSON.stringify(rx),
          tracking_number: `1Z${randomCode(16)}`,
          received_at: now(),
        })
        .onConflict((oc) => oc.columns(['provider', 'reference']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (inserted) return answered({ externalId: inserted.id });
      const first = await db
        .selectFrom('sandbox_pharmacy_orders')
        .select('id')
        .where('provider', '=', provider)
        .where('reference', '=', rx.reference)
        .executeTakeFirstOrThrow();
      return answered({ externalId: first.id });
    },
    async status(externalId) {
      const row = await db
        .selectFrom('sandbox_pharmacy_orders')
        .select(['received_at', 'tracking_number'])
        .where('id', '=', externalId)
        .where('provider', '=', provider)
        .executeTakeFirst();
      if (!row) throw new PharmacyRefusal(`The pharmacy has no prescription ${externalId}.`);
      const steps = Math.floor((now().getTime() - row.received_at.getTime()) / (options.stepSeconds * 1000));
      const status = statusAfter(steps);
      return { status, trackingNumber: status === 'SHIPPED' || status === 'DELIVERED' ? row.tracking_number : null };
    },
  };
}
