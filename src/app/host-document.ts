import type { PortalResolution } from '@contracts/portals';
import { ALTERNATE_HOST_TITLE } from '@/config/portals';

/** The alternate partner host has no favicon and one fixed title, from the very first paint. */
export function applyHostDocument(host: PortalResolution, doc: Document = document): void {
  if (host.kind !== 'portal' || !host.alternate) return;
  doc.querySelectorAll('link[rel~="icon"]').forEach((link) => link.remove());
  doc.title = ALTERNATE_HOST_TITLE;
}
