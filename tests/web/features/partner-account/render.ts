import type { ReactElement } from 'react';
import type { User } from '@contracts/auth';
import { assistant, partnerAccess } from '../../mocks/accounts';
import { doctorUser, partnerOwner } from '../../support/fixtures';
import { renderSignedInPage } from '../../support/render-page';

export const partnerUser: User = { ...doctorUser, ...partnerOwner };

/** Renders a page at `path` inside the real providers, with the partner (or their delegate) signed in. */
export function renderPartnerPage(element: ReactElement, path: string, { asDelegate = false }: { asDelegate?: boolean } = {}) {
  return asDelegate
    ? renderSignedInPage(element, path, path, {
        user: { ...doctorUser, ...assistant, phoneNumber: null },
        delegate: { access: partnerAccess({ delegate: assistant }), token: 'delegate-token' },
      })
    : renderSignedInPage(element, path, path, { user: partnerUser });
}
