/**
 * Build-time HTML of each portal host's sign-in page (scripts/vite-prerender.ts renders this module with Vite's SSR loader).
 * The page is drawn by the same components the app uses, so the HTML copy and the app's page look alike; the app
 * takes the copy over when it starts (lib/prerendered.ts). The server sends a host's copy for GET /sign-in.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { PORTALS, signInPageFile, type Portal } from '@contracts/portals';
import { ALTERNATE_HOST_TITLE, SIGN_UP_VARIANTS } from '@/config/portals';
import { paths } from '@/config/paths';
import { titleFor } from '@/app/titles';
import { SignInCard } from '@/features/auth/pages/sign-in-page';

export type PrerenderedPage = {
  /** Path under the build's directory, as the server looks for it (contracts/portals signInPageFile). */
  file: string;
  title: string;
  /** The alternate partner host shows no icon. */
  favicon: boolean;
  /** The page's markup, for the element before the app's (hidden) root. */
  markup: string;
};

function markup(portal: Portal): string {
  const signUp = SIGN_UP_VARIANTS[portal];
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={[paths.signIn]}>
      <SignInCard portal={portal} signUpPath={signUp && paths.signUp} onCodeSent={() => undefined} prerendered />
    </MemoryRouter>,
  );
}

export function prerenderedPages(): PrerenderedPage[] {
  const pages = PORTALS.map((portal) => ({
    file: signInPageFile({ kind: 'portal', portal, alternate: false }),
    title: titleFor(paths.signIn),
    favicon: true,
    markup: markup(portal),
  }));
  const alternate = { file: signInPageFile({ kind: 'portal', portal: 'partner', alternate: true }), title: ALTERNATE_HOST_TITLE };
  return [...pages, { ...alternate, favicon: false, markup: markup('partner') }];
}
