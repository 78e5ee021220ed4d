/**
 * The partner's intake link: the patient portal's /start, attributed to the partner. The patient portal's host is
 * this one with its first label replaced by `patient` (gymowner.example.com -> patient.example.com), on the same port.
 */
export function intakeLinkFor(partnerId: string, location: Pick<Location, 'protocol' | 'hostname' | 'port'> = window.location): string {
  const labels = location.hostname.split('.');
  const host = labels.length > 1 ? ['patient', ...labels.slice(1)].join('.') : `patient.${location.hostname}`;
  const port = location.port ? `:${location.port}` : '';
  return `${location.protocol}//${host}${port}/start?partner=${encodeURIComponent(partnerId)}`;
}
