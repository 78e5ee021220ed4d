import { sameDomainOrigin } from '@contracts/portals';

/** The partner's intake link: the patient portal's /start on this domain and port, attributed to the partner. */
export function intakeLinkFor(partnerId: string, location: Pick<Location, 'href'> = window.location): string {
  return `${sameDomainOrigin('patient', location.href)}/start?partner=${encodeURIComponent(partnerId)}`;
}
