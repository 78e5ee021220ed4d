import { useEffect } from 'react';
import { PRODUCT_NAME } from '@/config/brand';

/** An unknown host label: no portal lives here. Plain markup (app/boot.css), no MUI. */
export function NotFoundPage() {
  useEffect(() => {
    document.title = PRODUCT_NAME;
  }, []);

  return (
    <main className="plain-page plain-page__centred">
      <div>
        <h1>Not found</h1>
        <p className="plain-page__lead">There is no portal at this address.</p>
      </div>
    </main>
  );
}
