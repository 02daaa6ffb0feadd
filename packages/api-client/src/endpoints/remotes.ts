// The shell's report of a remote's release that failed to load or render (DESIGN.md §19).
import { ops } from '@app/contracts';
import type { RemoteFailureReport } from '@app/contracts/releases';
import type { Client } from '../client';

export const remotesApi = (client: Client) => ({
  reportFailure: (report: RemoteFailureReport) => client.op(ops.remoteFailure, {}, report),
});
