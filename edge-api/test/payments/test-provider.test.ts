// The built-in test provider keeps the provider contract (contract.ts); its hosted page is tested in test-page.test.ts.
import { providerContract } from './contract';
import { testDriver } from './test-driver';

providerContract(testDriver);
