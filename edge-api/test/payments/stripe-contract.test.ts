// Stripe keeps the provider contract (contract.ts) against the Stripe fake, through the real routes on real D1.
import { providerContract } from './contract';
import { stripeDriver } from './stripe-driver';

providerContract(stripeDriver());
