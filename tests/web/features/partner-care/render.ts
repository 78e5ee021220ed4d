import type { ReactElement } from 'react';
import type { User } from '@contracts/auth';
import { partnerOwner } from '../../support/fixtures';
import { renderSignedInPage } from '../../support/render-page';

export const partnerUser: User = {
  ...partnerOwner,
  phoneNumber: '+12025550177',
  createdAt: '2026-01-04T10:00:00.000Z',
  desireIncome: null,
  patient: null,
};

/** A partner-portal page at the route `pattern`, opened at `entry`, with the demo partner signed in. */
export const renderPartnerPage = (element: ReactElement, pattern: string, entry: string = pattern) =>
  renderSignedInPage(element, pattern, entry, { user: partnerUser });
