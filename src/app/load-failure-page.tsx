import { useHandOffPrerendered } from '@/lib/prerendered';

/**
 * The portal's code could not be downloaded (offline, or a deploy replaced it). Plain markup (app/boot.css): MUI may
 * be exactly what failed to arrive.
 */
export function LoadFailurePage() {
  // On /sign-in, the page's build-time copy gives way to this message (lib/prerendered).
  useHandOffPrerendered();
  return (
    <main className="plain-page plain-page__centred">
      <div>
        <h1>We could not load this page</h1>
        <p className="plain-page__lead">Check your connection and reload the page.</p>
        <button type="button" className="plain-button" onClick={() => window.location.reload()}>
          Reload the page
        </button>
      </div>
    </main>
  );
}
