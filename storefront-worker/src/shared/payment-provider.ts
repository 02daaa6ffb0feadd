// The online payment provider's name as the checkout page shows it (rendered by the Worker, changed by the island).
// Brand names stay as they are in every language; the built-in test provider has a plain one.
const PROVIDER_NAMES: Record<string, string> = { test: 'TestPay', stripe: 'Stripe', chapa: 'Chapa' };

export const providerName = (provider: string) => PROVIDER_NAMES[provider] ?? provider;
