/** Basis points as a percent: 1000 -> "10%", 1250 -> "12.5%". */
export const formatRate = (bps: number) => `${(bps / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })}%`;
