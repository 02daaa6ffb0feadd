// Stripe: hosted Checkout Sessions (edge-api payments/stripe.ts); every store currency but ETB.
import { STORE_CURRENCIES, type ProviderDescriptor } from './descriptor';

export const stripeProvider = {
  id: 'stripe',
  brand: 'Stripe',
  currencies: STORE_CURRENCIES.filter((c) => c !== 'ETB'),
  methods: ['redirect'],
  // A pasted publishable key or webhook URL is caught at the field.
  credentials: {
    secret_key: { prefixes: ['sk_test_', 'sk_live_', 'rk_test_', 'rk_live_'] },
    webhook_secret: { prefixes: ['whsec_'] },
  },
} as const satisfies ProviderDescriptor;
