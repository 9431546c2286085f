/** A signed amount with its sign: "+₱20.00" / "-₱20.00". */
export const signed = (cents: number, peso: string) => (cents > 0 ? `+${peso}` : peso);
