// Chapa: hosted checkout in Ethiopian birr only (edge-api payments/chapa.ts).
import type { ProviderDescriptor } from './descriptor';

export const chapaProvider = {
  id: 'chapa',
  brand: 'Chapa',
  currencies: ['ETB'],
  methods: ['redirect'],
  // Its webhook secret is a hash the merchant makes up: no prefix to check.
  credentials: { secret_key: { prefixes: ['CHASECK_TEST-', 'CHASECK-'] }, webhook_secret: { prefixes: [] } },
} as const satisfies ProviderDescriptor;
