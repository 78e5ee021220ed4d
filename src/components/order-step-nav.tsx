import Check from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';

/** The four steps of an order (the doctor's prescription, the partner's sign-off): the same paths under `/orders/{id}/`. */
export type OrderStep = 'patient' | 'medication' | 'rx-information' | 'review-and-submit';

export const ORDER_STEPS: readonly { step: OrderStep; label: string }[] = [
  { step: 'patient', label: 'Patient' },
  { step: 'medication', label: 'Medication' },
  { step: 'rx-information', label: 'Rx information' },
  { step: 'review-and-submit', label: 'Review and submit' },
];

interface OrderStepNavProps {
  /** The step shown. */
  step: OrderStep;
  /** Which steps the order really holds (a check mark on each, but the current one). */
  complete: Record<OrderStep, boolean>;
  /** Where each step is, in the portal. */
  pathOf: (step: OrderStep) => string;
}

/** Read by screen readers, not shown: the check mark says it on screen. */
const SR_ONLY = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** On a phone only the current step's label shows (the others keep theirs for screen readers): all four fit. */
const PHONE_SR_ONLY = {
  position: { xs: 'absolute', sm: 'static' },
  width: { xs: '1px', sm: 'auto' },
  height: { xs: '1px', sm: 'auto' },
  overflow: { xs: 'hidden', sm: 'visible' },
  clip: { xs: 'rect(0 0 0 0)', sm: 'auto' },
} as const;

/**
 * The four steps as a numbered list of links (the current one marked aria-current="step"); plain links rather than
 * MUI's stepper, whose tab roles would promise tab panels that are not there.
 */
export function OrderStepNav({ step, complete, pathOf }: OrderStepNavProps) {
  const active = ORDER_STEPS.findIndex((s) => s.step === step);
  return (
    <Box component="nav" aria-label="Order steps" sx={{ mb: 3, overflowX: 'auto' }}>
      <Box component="ol" sx={{ display: 'flex', gap: 1, listStyle: 'none', p: 0, m: 0, minWidth: { sm: 600 } }}>
        {ORDER_STEPS.map((s, index) => {
          const current = index === active;
          const done = !current && complete[s.step];
          return (
            <Box
              component="li"
              key={s.step}
              sx={{ flex: { xs: current ? 4 : 1, sm: 1 }, borderTop: 4, borderColor: index <= active ? 'primary.main' : 'divider', pt: 1 }}
            >
              <Link
                component={RouterLink}
                to={pathOf(s.step)}
                aria-current={current ? 'step' : undefined}
                underline="hover"
                sx={{
                  display: 'inline-flex',
                  alignItems: 'center',
                  gap: 1,
                  whiteSpace: 'nowrap',
                  fontWeight: current ? 700 : 500,
                  color: current ? 'primary.dark' : 'text.primary',
                }}
              >
                <Box
                  component="span"
                  aria-hidden
                  sx={{
                    width: 26,
                    height: 26,
                    borderRadius: '50%',
                    display: 'inline-grid',
                    placeItems: 'center',
                    fontSize: '0.8125rem',
                    fontWeight: 700,
                    bgcolor: current || done ? 'primary.main' : 'action.selected',
                    color: current || done ? 'primary.contrastText' : 'text.primary',
                  }}
                >
                  {done ? <Check sx={{ fontSize: 16 }} /> : index + 1}
                </Box>
                <Box component="span" sx={current ? undefined : PHONE_SR_ONLY}>
                  {s.label}
                </Box>
                {done && (
                  <Box component="span" sx={SR_ONLY}>
                    {' '}
                    (done)
                  </Box>
                )}
              </Link>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
