import { useCardActions } from '@/api/payments/use-card-actions';
import { useCards } from '@/api/payments/get-cards';
import { CardsView } from '@/components/cards-view';

export { NO_CARDS_TEXT } from '@/components/cards-view';

const TEXTS = {
  subtitle: 'The cards your account is billed on. The default card is charged first.',
  emptyDescription: 'Add a card so that your account can be billed.',
};

/** /billing: the cards the account is billed on. */
export function BillingPage() {
  return <CardsView texts={TEXTS} load={useCards()} actions={useCardActions()} />;
}
