import type { RouteObject } from 'react-router-dom';
import type { Portal } from '@contracts/portals';

type PortalModule = {
  routes: RouteObject[];
  /** Starts downloading the signed-in shell and home page, which a reload with a session shows next. */
  preloadSignedIn: () => Promise<unknown>;
};

// One dynamic import per portal: each becomes its own chunk, so a visitor downloads only their portal's code.
const importers: Record<Portal, () => Promise<PortalModule>> = {
  admin: () => import('@/portals/admin/admin-portal'),
  partner: () => import('@/portals/partner/partner-portal'),
  sales: () => import('@/portals/sales/sales-portal'),
  medical: () => import('@/portals/medical/medical-portal'),
  care: () => import('@/portals/care/care-portal'),
  patient: () => import('@/portals/patient/patient-portal'),
};

const loaded = new Map<Portal, Promise<PortalModule>>();

export function loadPortal(portal: Portal): Promise<PortalModule> {
  let pending = loaded.get(portal);
  if (!pending) {
    pending = importers[portal]();
    // A failed download (e.g. a deploy replaced the chunk) may be tried again.
    pending.catch(() => loaded.delete(portal));
    loaded.set(portal, pending);
  }
  return pending;
}

export const loadPortalRoutes = (portal: Portal): Promise<RouteObject[]> => loadPortal(portal).then((m) => m.routes);
