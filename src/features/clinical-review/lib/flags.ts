import type { ScreeningFinding } from '../../../../contracts/onboarding';
import { humanize } from '../../../lib/format';

/** The rule that raised a flag, in words: KIDNEY_DISEASE -> "Kidney disease". */
export const flagLabel = (flag: ScreeningFinding) => humanize(flag.rule);

/** The message without a leading repeat of the label ("Diabetes: review…" under the label "Diabetes"). */
export function flagDetail(flag: ScreeningFinding): string {
  const label = flagLabel(flag).toLowerCase();
  if (!flag.message.toLowerCase().startsWith(label)) return flag.message;
  const rest = flag.message.slice(label.length).replace(/^[\s:.,;-]+/, '');
  return rest ? rest.charAt(0).toUpperCase() + rest.slice(1) : flag.message;
}
