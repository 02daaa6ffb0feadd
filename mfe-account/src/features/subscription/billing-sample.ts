// SPEC §2 "Billing / plan": static sample data only; nothing here comes from or goes to the server.
export const SAMPLE_PLAN = { key: 'standard', priceUsd: 10, renewsOn: '2026-12-01' } as const;

export const PAYMENT_PROVIDERS = ['telebirr', 'chapa'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

export const SAMPLE_HISTORY = [
  { id: 'INV-0003', date: '2026-11-01', amountUsd: 10, status: 'paid' },
  { id: 'INV-0002', date: '2026-10-01', amountUsd: 10, status: 'paid' },
  { id: 'INV-0001', date: '2026-09-01', amountUsd: 10, status: 'paid' },
] as const;
