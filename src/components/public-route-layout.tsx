import { Outlet } from 'react-router-dom';
import { PublicLayout } from './public-layout';

/** Route element for public pages (no session needed). */
export function PublicRouteLayout() {
  return (
    <PublicLayout>
      <Outlet />
    </PublicLayout>
  );
}
