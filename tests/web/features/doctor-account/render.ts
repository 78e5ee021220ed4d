import type { ReactElement } from 'react';
import { assistant, ownedAccess } from '../../mocks/accounts';
import { doctorUser } from '../../support/fixtures';
import { renderSignedInPage } from '../../support/render-page';

/** Renders a page at `path` inside the real providers, with the doctor (or their delegate) signed in. */
export function renderAccountPage(element: ReactElement, path: string, { asDelegate = false }: { asDelegate?: boolean } = {}) {
  return asDelegate
    ? renderSignedInPage(element, path, path, {
        user: { ...doctorUser, ...assistant, phoneNumber: null },
        delegate: { access: ownedAccess(), token: 'delegate-token' },
      })
    : renderSignedInPage(element, path, path, { user: doctorUser });
}
