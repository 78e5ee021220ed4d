import { phoneForDisplay } from '@contracts/phone-display';
import { humanize } from '@/lib/format';
import type { DetailItem } from './detail-list';

type Text = string | null | undefined;

/** A patient's contact fields, as every portal's patient record holds them. */
interface Contact {
  email: Text;
  phoneNumber: Text;
  address1?: Text;
  address2?: Text;
  city?: Text;
  state?: Text;
  zipcode?: Text;
}

/** The address as its lines: street, second line, "City, ST 12345", then `country` when given. */
function addressLines(contact: Contact, country?: Text): string[] {
  const cityLine = [contact.city, [contact.state, contact.zipcode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [contact.address1, contact.address2, cityLine, country].filter((line): line is string => Boolean(line));
}

/** The e-mail, phone and postal address rows of a patient's details ("Not given" for what is missing). */
export function contactItems(contact: Contact, country?: Text): DetailItem[] {
  const address = addressLines(contact, country);
  return [
    { term: 'Email', value: contact.email },
    { term: 'Phone', value: phoneForDisplay(contact.phoneNumber) || 'Not given' },
    { term: 'Address', value: address.length ? address.map((line) => <div key={line}>{line}</div>) : 'Not given' },
  ];
}

/** The partner a patient came through ("Not given" when none) and their account's status. */
export const accountItems = (patient: { partnerName?: Text; status: string }): DetailItem[] => [
  { term: 'Partner', value: patient.partnerName || 'Not given' },
  { term: 'Account status', value: humanize(patient.status) },
];
