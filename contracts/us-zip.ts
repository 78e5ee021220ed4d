// The one rule that a ZIP code belongs to a state, shared by the forms and the server. USPS gives each state a set of
// 3-digit ZIP prefixes (the sectional center facilities); a ZIP whose first three digits are outside its state's set is
// a typo or the wrong state. The table lists the states the app treats patients in (the 50 states and DC).

type PrefixRange = readonly [from: number, to: number];

interface StateZips {
  code: string;
  name: string;
  prefixes: readonly PrefixRange[];
}

const r = (from: number, to = from): PrefixRange => [from, to];

export const US_STATE_ZIPS: readonly StateZips[] = [
  { code: 'AL', name: 'Alabama', prefixes: [r(350, 369)] },
  { code: 'AK', name: 'Alaska', prefixes: [r(995, 999)] },
  { code: 'AZ', name: 'Arizona', prefixes: [r(850, 865)] },
  { code: 'AR', name: 'Arkansas', prefixes: [r(716, 729)] },
  { code: 'CA', name: 'California', prefixes: [r(900, 961)] },
  { code: 'CO', name: 'Colorado', prefixes: [r(800, 816)] },
  // 063 is shared with Fishers Island, NY (06390); the rest of it is Connecticut.
  { code: 'CT', name: 'Connecticut', prefixes: [r(60, 69)] },
  { code: 'DE', name: 'Delaware', prefixes: [r(197, 199)] },
  // 201 is northern Virginia (Dulles); 569 is federal mail in Washington.
  { code: 'DC', name: 'District of Columbia', prefixes: [r(200), r(202, 205), r(569)] },
  { code: 'FL', name: 'Florida', prefixes: [r(320, 349)] },
  { code: 'GA', name: 'Georgia', prefixes: [r(300, 319), r(398, 399)] },
  { code: 'HI', name: 'Hawaii', prefixes: [r(967, 968)] },
  { code: 'ID', name: 'Idaho', prefixes: [r(832, 838)] },
  { code: 'IL', name: 'Illinois', prefixes: [r(600, 629)] },
  { code: 'IN', name: 'Indiana', prefixes: [r(460, 479)] },
  { code: 'IA', name: 'Iowa', prefixes: [r(500, 528)] },
  { code: 'KS', name: 'Kansas', prefixes: [r(660, 679)] },
  { code: 'KY', name: 'Kentucky', prefixes: [r(400, 427)] },
  { code: 'LA', name: 'Louisiana', prefixes: [r(700, 714)] },
  { code: 'ME', name: 'Maine', prefixes: [r(39, 49)] },
  { code: 'MD', name: 'Maryland', prefixes: [r(206, 219)] },
  { code: 'MA', name: 'Massachusetts', prefixes: [r(10, 27), r(55)] },
  { code: 'MI', name: 'Michigan', prefixes: [r(480, 499)] },
  { code: 'MN', name: 'Minnesota', prefixes: [r(550, 567)] },
  { code: 'MS', name: 'Mississippi', prefixes: [r(386, 397)] },
  { code: 'MO', name: 'Missouri', prefixes: [r(630, 658)] },
  { code: 'MT', name: 'Montana', prefixes: [r(590, 599)] },
  { code: 'NE', name: 'Nebraska', prefixes: [r(680, 693)] },
  { code: 'NV', name: 'Nevada', prefixes: [r(889, 898)] },
  { code: 'NH', name: 'New Hampshire', prefixes: [r(30, 38)] },
  { code: 'NJ', name: 'New Jersey', prefixes: [r(70, 89)] },
  { code: 'NM', name: 'New Mexico', prefixes: [r(870, 884)] },
  { code: 'NY', name: 'New York', prefixes: [r(5), r(100, 149)] },
  { code: 'NC', name: 'North Carolina', prefixes: [r(270, 289)] },
  { code: 'ND', name: 'North Dakota', prefixes: [r(580, 588)] },
  { code: 'OH', name: 'Ohio', prefixes: [r(430, 459)] },
  // 733 is Austin, Texas (its IRS center), inside Oklahoma's run.
  { code: 'OK', name: 'Oklahoma', prefixes: [r(730, 732), r(734, 749)] },
  { code: 'OR', name: 'Oregon', prefixes: [r(970, 979)] },
  { code: 'PA', name: 'Pennsylvania', prefixes: [r(150, 196)] },
  { code: 'RI', name: 'Rhode Island', prefixes: [r(28, 29)] },
  { code: 'SC', name: 'South Carolina', prefixes: [r(290, 299)] },
  { code: 'SD', name: 'South Dakota', prefixes: [r(570, 577)] },
  { code: 'TN', name: 'Tennessee', prefixes: [r(370, 385)] },
  { code: 'TX', name: 'Texas', prefixes: [r(733), r(750, 799), r(885)] },
  { code: 'UT', name: 'Utah', prefixes: [r(840, 847)] },
  // 055 is Massachusetts (Andover's IRS center), inside Vermont's run.
  { code: 'VT', name: 'Vermont', prefixes: [r(50, 54), r(56, 59)] },
  { code: 'VA', name: 'Virginia', prefixes: [r(201), r(220, 246)] },
  { code: 'WA', name: 'Washington', prefixes: [r(980, 994)] },
  { code: 'WV', name: 'West Virginia', prefixes: [r(247, 268)] },
  { code: 'WI', name: 'Wisconsin', prefixes: [r(530, 549)] },
  { code: 'WY', name: 'Wyoming', prefixes: [r(820, 831)] },
];

const prefixOf = (zip: string): number | null => (/^\d{5}(-\d{4})?$/.test(zip.trim()) ? Number(zip.trim().slice(0, 3)) : null);
const holds = (state: StateZips, prefix: number) => state.prefixes.some(([from, to]) => prefix >= from && prefix <= to);

/** The state a ZIP code belongs to, or undefined (not a 5-digit ZIP, or a prefix outside the states: military, territories). */
export function stateOfZip(zip: string): StateZips | undefined {
  const prefix = prefixOf(zip);
  return prefix === null ? undefined : US_STATE_ZIPS.find((s) => holds(s, prefix));
}

/**
 * What is wrong with a ZIP code for a state, or null when they agree (or when either is missing or malformed: other
 * rules say so). "This ZIP code is in New York, not California."
 */
export function zipStateMismatch(zip: string | null | undefined, stateCode: string | null | undefined): string | null {
  const state = stateCode ? US_STATE_ZIPS.find((s) => s.code === stateCode.trim().toUpperCase()) : undefined;
  const prefix = zip ? prefixOf(zip) : null;
  if (!state || prefix === null || holds(state, prefix)) return null;
  const actual = US_STATE_ZIPS.find((s) => holds(s, prefix));
  return actual ? `This ZIP code is in ${actual.name}, not ${state.name}` : `This ZIP code is not in ${state.name}`;
}
