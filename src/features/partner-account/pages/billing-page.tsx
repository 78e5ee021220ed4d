import { useCardActions } from '@/api/payments/use-card-actions';
import { useCards } from '@/api/payments/get-cards';
import { CardsView } from '@/components/cards-view';
import { withPartnerApiBase } from '../lib/partner-api-base';

export { NO_CARDS_TEXT } from '@/components/cards-view';
export const CARDS_LOAD_ERROR_TEXT = 'Error fetching cards';

const TEXTS = {
  subtitle: 'The cards your invoices are charged to. The default card is charged first.',
  emptyDescription: 'Add a card so that your invoices can be charged.',
  loadErrorTitle: CARDS_LOAD_ERROR_TEXT,
};

/** /billing: the cards the partner's invoices are charged to. */
function BillingContent() {
  return <CardsView texts={TEXTS} load={useCards()} actions={useCardActions()} />;
}

export const BillingPage = withPartnerApiBase(BillingContent);
