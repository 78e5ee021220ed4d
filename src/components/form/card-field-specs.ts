import type { GridTextFieldSpec } from './grid-text-fields';

/**
 * A card's number, expiry and CVC as grid text fields (number on its own row, the rest three across from `sm` up),
 * for a form that names the number `numberName`.
 */
export function cardFieldSpecs<N extends string>(numberName: N): readonly GridTextFieldSpec<N | 'expMonth' | 'expYear' | 'cvc'>[] {
  const card = { required: true, numeric: true, size: 4 };
  return [
    { ...card, name: numberName, label: 'Card number', autoComplete: 'cc-number', size: 12, maxLength: 23 },
    { ...card, name: 'expMonth', label: 'Expiry month', autoComplete: 'cc-exp-month', placeholder: 'MM', xs: 6, maxLength: 2 },
    { ...card, name: 'expYear', label: 'Expiry year', autoComplete: 'cc-exp-year', placeholder: 'YYYY', xs: 6, maxLength: 4 },
    { ...card, name: 'cvc', label: 'CVC', autoComplete: 'cc-csc', maxLength: 4 },
  ];
}
