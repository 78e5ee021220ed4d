// The words of the sorts that several lists share, in the order their "Sort by" offers them.

/** Newest or oldest first, and by name: the words most lists' sorts use. */
export const NEWEST_SORT_LABELS = { 'createdAt:desc': 'Newest first', 'createdAt:asc': 'Oldest first' } as const;
export const NAME_SORT_LABELS = { 'name:asc': 'Name, A to Z', 'name:desc': 'Name, Z to A' } as const;

export const PATIENT_SORT_LABELS = {
  'name:asc': 'Name, A to Z',
  'name:desc': 'Name, Z to A',
  'createdAt:desc': 'Newest patients first',
  'createdAt:asc': 'Oldest patients first',
} as const;

export const PARTNER_SORT_LABELS = {
  'createdAt:desc': 'Newest partners first',
  'createdAt:asc': 'Oldest partners first',
  'businessName:asc': 'Business name, A to Z',
  'businessName:desc': 'Business name, Z to A',
} as const;

export const ORDER_SORT_LABELS = {
  'createdAt:desc': 'Newest first',
  'createdAt:asc': 'Oldest first',
  'number:desc': 'Order number, highest first',
  'number:asc': 'Order number, lowest first',
  'status:asc': 'Status, A to Z',
  'status:desc': 'Status, Z to A',
} as const;

export const INVOICE_SORT_LABELS = {
  'createdAt:desc': 'Newest first',
  'createdAt:asc': 'Oldest first',
  'totalCents:desc': 'Total, highest first',
  'totalCents:asc': 'Total, lowest first',
  'number:desc': 'Invoice number, highest first',
  'number:asc': 'Invoice number, lowest first',
} as const;
