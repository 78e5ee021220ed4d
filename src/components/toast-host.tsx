import { lazy, Suspense } from 'react';
import { useToastsWanted } from '@/lib/toast-host';

const ToastContainer = lazy(() => import('./toast-container'));

/** The toast container, downloaded when the first toast is shown (lib/toast). */
export function ToastHost() {
  const wanted = useToastsWanted();
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  );
}
