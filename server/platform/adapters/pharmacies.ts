import type { Address } from '#contracts/person';
import type { PharmacyProvider } from '#server/platform/db/schema';

export type { PharmacyProvider };

export type PharmacyPrescription = {
  /** Our prescription id: the pharmacy answers a repeated submission with its first answer. */
  reference: string;
  patient: {
    firstName: string;
    lastName: string;
    dateOfBirth: string | null;
    phone: string | null;
    email: string;
    address: Address;
  };
  prescriber: { name: string; npi: string | null };
  medication: string;
  dose: string;
  directions: string;
  quantity: number;
  refills: number;
  daysSupply: number;
  note: string | null;
};

export type PharmacyStatus = 'RECEIVED' | 'PROCESSING' | 'SHIPPED' | 'DELIVERED';
export type PharmacyStatusResult = { status: PharmacyStatus; trackingNumber: string | null };

export interface PharmacyAdapter {
  readonly provider: PharmacyProvider;
  /** Idempotent on `reference`: submitting again returns the first answer. */
  submit(rx: PharmacyPrescription): Promise<{ externalId: string }>;
  status(externalId: string): Promise<PharmacyStatusResult>;
}

export type Pharmacies = Record<PharmacyProvider, PharmacyAdapter>;

/** The pharmacy looked at the prescription and said no: fixing the data and sending again can work. */
export class PharmacyRefusal extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'PharmacyRefusal';
  }
}

/** The pharmacy could not be reached or failed on its side: trying later can work. */
export class PharmacyUnavailable extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'PharmacyUnavailable';
  }
}
