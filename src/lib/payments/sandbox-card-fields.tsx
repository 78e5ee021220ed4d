import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import { useId, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { useForm } from 'react-hook-form';
import { paymentMethodReplySchema, SANDBOX_TOKENIZER_PATH } from '@contracts/sandbox-tokenizer';
import { env } from '@/config/env';
import { cardFieldSpecs } from '@/components/form/card-field-specs';
import { GridTextFields } from '@/components/form/grid-text-fields';
import { formResolver } from '@/lib/form-resolver';
import { cardFormSchema, EMPTY_CARD_FORM, type CardFormInput, type CardFormOutput } from '@/lib/card-form-schema';
import type { CardEntryHandle, CardEntryProps } from './card-entry-types';

const CARD_FIELDS = cardFieldSpecs('number');
const FIELD_OF: Record<string, keyof CardFormInput> = { number: 'number', expMonth: 'expMonth', expYear: 'expYear', cvc: 'cvc' };

/** What the sandbox tokenizer answers, like Stripe.js: the payment method, or the field it refuses and why. */
async function post(path: string, body: unknown): Promise<{ ok: boolean; data: unknown }> {
  // Not the API client: the card goes to the tokenizer, outside /api/v1, without our session's token.
  // On the API's host (VITE_API_BASE_URL may name another one), beside /api/v1.
  const url = new URL(`${SANDBOX_TOKENIZER_PATH}${path}`, new URL(env.VITE_API_BASE_URL, window.location.origin));
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
  return { ok: res.ok, data: await res.json().catch(() => null) };
}

/**
 * The sandbox's card fields (the local stand-in for Stripe Elements): the number, expiry and CVC are posted to the
 * sandbox tokenizer only, which answers a payment method id; and the sandbox's "Confirm this payment with your bank"
 * dialog plays the bank's 3-D Secure page.
 */
export default function SandboxCardFields({ disabled, ref }: CardEntryProps & { ref?: Ref<CardEntryHandle> }) {
  const { control, handleSubmit, reset, setError } = useForm<CardFormInput, unknown, CardFormOutput>({
    resolver: formResolver(cardFormSchema),
    defaultValues: EMPTY_CARD_FORM,
  });
  const made = useRef<{ fingerprint: string; id: string } | null>(null);
  const [asking, setAsking] = useState<{ clientSecret: string; answer: (confirmed: boolean) => void } | null>(null);
  const [answering, setAnswering] = useState(false);
  const titleId = useId();

  useImperativeHandle(ref, () => ({
    createPaymentMethod: () =>
      new Promise((resolve, reject) => {
        void handleSubmit(
          async (card) => {
            const fingerprint = [card.number, card.expMonth, card.expYear, card.cvc].join('|');
            if (made.current?.fingerprint === fingerprint) return resolve({ paymentMethodId: made.current.id });
            try {
              const reply = await post('/payment_methods', card);
              if (!reply.ok) {
                const body = reply.data as { message?: string; details?: { path: string; message: string }[] } | null;
                const field = FIELD_OF[body?.details?.[0]?.path ?? ''] ?? 'number';
                setError(field, { message: body?.message ?? 'Check the card details' });
                return resolve(null);
              }
              const { id } = paymentMethodReplySchema.parse(reply.data);
              made.current = { fingerprint, id };
              resolve({ paymentMethodId: id });
            } catch (error) {
              reject(error instanceof Error ? error : new Error('The card could not be checked. Try again.'));
            }
          },
          () => resolve(null),
        )();
      }),
    authenticate: (clientSecret) => new Promise<boolean>((answer) => setAsking({ clientSecret, answer })),
    renew: () => {
      made.current = null;
    },
    clear: () => {
      made.current = null;
      reset(EMPTY_CARD_FORM);
    },
  }));

  const respond = async (confirmed: boolean) => {
    if (!asking) return;
    setAnswering(true);
    try {
      const reply = await post('/next_actions', { clientSecret: asking.clientSecret, outcome: confirmed ? 'confirm' : 'cancel' });
      asking.answer(reply.ok && (reply.data as { status?: string } | null)?.status === 'succeeded');
    } catch {
      asking.answer(false);
    } finally {
      setAnswering(false);
      setAsking(null);
    }
  };

  return (
    <>
      <Grid container spacing={2} aria-disabled={disabled || undefined}>
        <GridTextFields control={control} fields={CARD_FIELDS} />
      </Grid>
      <Dialog open={asking !== null} aria-labelledby={titleId} onClose={() => void respond(false)}>
        <DialogTitle id={titleId} component="h2">
          Confirm this payment with your bank
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            Your bank asks you to confirm it is you (3-D Secure). In this sandbox, Confirm plays your bank saying yes and Cancel plays you
            leaving the bank&apos;s page.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => void respond(false)} disabled={answering}>
            Cancel
          </Button>
          <Button variant="contained" onClick={() => void respond(true)} disabled={answering}>
            Confirm
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
