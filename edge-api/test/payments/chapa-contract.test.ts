// Chapa keeps the provider contract (contract.ts) against the Chapa fake, through the real routes on real D1.
import { chapaDriver } from './chapa-driver';
import { providerContract } from './contract';

providerContract(chapaDriver());
