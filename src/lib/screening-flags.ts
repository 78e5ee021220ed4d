import type { ScreeningFinding } from '@contracts/onboarding';
import { humanize } from '@/lib/format';

/** The rule that raised a flag, in words: KIDNEY_DISEASE -> "Kidney disease". */
export const flagLabel = (flag: ScreeningFinding) => humanize(flag.rule);

/** The message without a leading repeat of the label ("Diabetes: review…" under the label "Diabetes"). */
export function flagDetail(flag: ScreeningFinding): string {
  const label = flagLabel(flag).toLowerCase();
  const rest = flag.message.slice(label.length);
  // Only a label followed by a separator is a repeat: "Gallbladder disease or gallstones." stays whole.
  if (!flag.message.toLowerCase().startsWith(label) || !/^\s*[:;–-]/.test(rest)) return flag.message;
  const detail = rest.replace(/^\s*[:;–-]\s*/, '');
  return detail ? detail.charAt(0).toUpperCase() + detail.slice(1) : flag.message;
}
