// The built-in test provider: no account, every store's default; its instant card flow beside a redirect through a
// hosted page on our own origin (edge-api payments/test.ts).
import { STORE_CURRENCIES, type ProviderDescriptor } from './descriptor';

export const testProvider = {
  id: 'test',
  brand: 'TestPay',
  currencies: STORE_CURRENCIES,
  methods: ['card', 'redirect'],
  credentials: null,
  simulated: true,
} as const satisfies ProviderDescriptor;
