// The online payment provider's name as the checkout page shows it (rendered by the Worker, changed by the island):
// its descriptor's brand, the same in every language.
import { paymentProvider } from '@app/contracts/payment-providers';

export const providerName = (provider: string) => paymentProvider(provider)?.brand ?? provider;
