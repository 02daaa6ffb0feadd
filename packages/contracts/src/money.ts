// Money travels as decimal units in JSON and is stored as integer cents.
export const toCents = (units: number): number => Math.round(units * 100);
export const fromCents = (cents: number): number => Math.round(cents) / 100;
