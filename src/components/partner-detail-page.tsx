import type { ReactNode } from 'react';
import { phoneForDisplay } from '@contracts/phone-display';
import { formatDay } from '@/lib/format';
import type { BackTarget } from './back-link';
import { BackLink } from './back-link';
import type { DetailItem } from './detail-list';
import { DetailPage, type DetailLoad } from './detail-page';
import { PageHeader } from './page-header';
import { recordPage } from './page-load-failure';

/** The partner fields every portal's partner record holds. */
interface PartnerBasics {
  businessName: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string | null;
  createdAt: string;
}

interface PartnerDetailPageProps<P extends PartnerBasics> {
  load: DetailLoad<P>;
  /** The partners list the page links back to. */
  back: BackTarget;
  /** Why the partner may be missing, e.g. "This partner does not exist or was deleted." */
  notFoundText: string;
  /** The feature's text for a failed load. */
  errorText: string;
  /** What the header says after "Partner since <day>", e.g. its patient and order counts. */
  facts?: (partner: P) => readonly string[];
  /** The header's buttons. */
  actions?: (partner: P) => ReactNode;
  /** The page below its header. */
  children: (partner: P) => ReactNode;
}

/** A partner's detail page: its skeleton, "not found" or error, else the back link and the header with its name. */
export function PartnerDetailPage<P extends PartnerBasics>({ load, back, facts, actions, children, ...texts }: PartnerDetailPageProps<P>) {
  return (
    <DetailPage load={load} skeletonCards={[200, 200]} {...recordPage({ title: 'Partner detail', what: 'partner', back, ...texts })}>
      {(partner) => (
        <>
          <BackLink {...back} />
          <PageHeader
            title={partner.businessName}
            subtitle={[`Partner since ${formatDay(partner.createdAt)}`, ...(facts?.(partner) ?? [])].join(' · ')}
            actions={actions?.(partner)}
          />
          {children(partner)}
        </>
      )}
    </DetailPage>
  );
}

/** The owner's rows of a partner's details: name, e-mail and phone ("Not given" when missing). */
export function partnerOwnerItems(partner: PartnerBasics): DetailItem[] {
  return [
    { term: 'Owner', value: `${partner.firstName} ${partner.lastName}` },
    { term: 'Email', value: partner.email },
    { term: 'Phone', value: phoneForDisplay(partner.phoneNumber) || 'Not given' },
  ];
}
