// Cash on delivery: no provider at all; the merchant confirms the order and marks it paid (edge-api payments/cash.ts).
import { STORE_CURRENCIES, type ProviderDescriptor } from './descriptor';

export const cashOnDeliveryProvider = {
  id: 'cash_on_delivery',
  // Never named at checkout: its method says what it is.
  brand: null,
  currencies: STORE_CURRENCIES,
  methods: ['cash_on_delivery'],
  credentials: null,
} as const satisfies ProviderDescriptor;
