// Runs before each browser-test file: waits until the server the global setup is starting is ready (server.ts's
// gate answers `ok`), or fails the file with the reason it never will be.
import { inject } from 'vitest';

const answer = (await (await fetch(inject('serverGate'))).text()).trim();
if (answer !== 'ok') throw new Error(`the e2e server did not start: ${answer}`);
