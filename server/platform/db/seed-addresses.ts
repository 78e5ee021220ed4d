/**
 * A real city and ZIP code for each state the demo patients live in, so that the demo reads like real data (a ZIP of
 * the state it names: no "Springfield, WA 90001").
 */
export const DEMO_TOWNS: Record<string, { city: string; zipcode: string }> = {
  CA: { city: 'Los Angeles', zipcode: '90012' },
  FL: { city: 'Miami', zipcode: '33130' },
  NY: { city: 'Albany', zipcode: '12207' },
  TX: { city: 'Austin', zipcode: '78701' },
  WA: { city: 'Seattle', zipcode: '98101' },
};

export function demoTown(state: string): { city: string; zipcode: string } {
  const town = DEMO_TOWNS[state];
  if (!town) throw new Error(`No demo town for ${state}: add one to DEMO_TOWNS`);
  return town;
}
