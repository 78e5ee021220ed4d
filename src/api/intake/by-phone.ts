/** What the by-phone calls take: without a code they text one to the phone; with it they answer. */
export interface ByPhoneArg {
  /** E.164. */
  phone: string;
  code?: string;
}
