import { describe, expect, it } from 'vitest';
import { connectPayoutAccount } from '@/api/accounts/connect-payout-account';
import { getPartnerProfile } from '@/api/accounts/get-partner-profile';
import { updatePartnerProfile } from '@/api/accounts/update-partner-profile';
import { PARTNER_API_BASE } from '@/api/accounts/account-api-base';
import { makeDefaultCard } from '@/api/payments/make-default-card';
import { getCommissionEarned } from '@/api/payments/get-commission-earned';
import { getPartnerTransactions } from '@/api/payments/get-partner-transactions';
import { getPartnerLogoUploadLink } from '@/api/storage/get-partner-logo-upload-link';
import { mockConnectPayoutAccount, mockPartnerProfile, mockUpdatePartnerProfile, partnerProfile } from '../mocks/accounts';
import { commissionEarned, mockCommissionEarned, mockPartnerMakeDefaultCard, mockPartnerTransactions, savedCard } from '../mocks/payments';
import { mockPartnerLogoUploadLink, partnerLogoLink } from '../mocks/storage';
import { server, setupMswLifecycle } from '../support/msw';

setupMswLifecycle();

// The partner's API calls against the shared msw handlers: each parses the reply with its contract.

describe('partner API calls', () => {
  it('reads and changes the business profile', async () => {
    const update = mockUpdatePartnerProfile();
    server.use(mockPartnerProfile(), update);
    expect(await getPartnerProfile()).toEqual(partnerProfile);
    const reply = await updatePartnerProfile({ businessName: 'Summit Strength & Conditioning' });
    expect(reply).toMatchObject({ message: 'Profile updated successfully', data: { businessName: 'Summit Strength & Conditioning' } });
    expect(update.bodies).toEqual([{ businessName: 'Summit Strength & Conditioning' }]);
  });

  it('connects the payout account', async () => {
    server.use(mockConnectPayoutAccount());
    expect(await connectPayoutAccount()).toMatchObject({ message: 'Payout account connected successfully', data: { status: 'ACTIVE' } });
  });

  it('makes a card the default with PUT under /gym-owner', async () => {
    const put = mockPartnerMakeDefaultCard(({ params }) => savedCard({ id: params.id }));
    server.use(put);
    expect((await makeDefaultCard(PARTNER_API_BASE, savedCard().id)).data.isDefault).toBe(true);
    expect(put.calls).toHaveLength(1);
  });

  it('pages the transactions and reads the commission by period', async () => {
    const list = mockPartnerTransactions(23);
    const earned = mockCommissionEarned();
    server.use(list, earned);
    const page = await getPartnerTransactions({ page: 3, limit: 10, sort: 'occurredAt:desc' });
    expect(page).toMatchObject({ total: 23, page: 3, totalPages: 3 });
    expect(page.items).toHaveLength(3);
    expect(list.queries[0]).toMatchObject({ page: '3', limit: '10', sort: 'occurredAt:desc' });
    expect(await getCommissionEarned({ period: 'month' })).toEqual(commissionEarned);
    expect(earned.queries).toEqual([{ period: 'month' }]);
  });

  it('asks for a logo upload link with the image type and name', async () => {
    const link = mockPartnerLogoUploadLink();
    server.use(link);
    expect(await getPartnerLogoUploadLink({ contentType: 'image/png', fileName: 'logo.png' })).toEqual(partnerLogoLink);
    expect(link.queries).toEqual([{ contentType: 'image/png', fileName: 'logo.png' }]);
  });
});
