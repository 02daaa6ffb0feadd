// The deploy API (DESIGN.md §19): a remote team's release script uploads a version's files, registers them, activates
// or rolls back, authenticated by the deploy token of the remote it names (`deploy: true`), never by a merchant's
// session. The shell's failure reports are the one write here by a signed-in session.
import type { ErrorDetail } from '../errors';
import type {
  ActivateRequest,
  ChannelState,
  FinalizeReleaseRequest,
  ReleaseFile,
  ReleaseSummary,
  RemoteFailureReport,
  RemoteListing,
  RollbackRequest,
  SharedMismatch,
  ShellReleaseRequest,
} from '../releases';
import { op } from './define';

/** incompatible_shared: one entry per unmet requirement (loc ['shared', name]). */
export type SharedMismatchDetail = ErrorDetail & SharedMismatch;

const BODY = ['bad_request', 'invalid_json', 'validation_failed'] as const;
const SWAP = [...BODY, 'remote_not_found', 'release_not_found', 'incompatible_shared', 'activation_conflict'] as const;

export const deployOperations = {
  remoteReleases: op<undefined, undefined, RemoteListing>()({
    id: 'remoteReleases',
    method: 'GET',
    auth: false,
    deploy: true,
    path: '/admin/remotes/:name',
    errors: ['remote_not_found'],
  }),
  /** The raw file as the body; 201 stored, 200 when the identical object is already there. */
  releaseFileUpload: op<undefined, ArrayBuffer, ReleaseFile>()({
    id: 'releaseFileUpload',
    method: 'PUT',
    auth: false,
    deploy: true,
    path: '/admin/remotes/:name/releases/:version/files/:path{.+}',
    errors: ['bad_request', 'remote_not_found', 'unsupported_media_type', 'release_immutable', 'payload_too_large'],
  }),
  /** 201 registered, 200 when that version already was. */
  releaseFinalize: op<undefined, FinalizeReleaseRequest, ReleaseSummary>()({
    id: 'releaseFinalize',
    method: 'POST',
    auth: false,
    deploy: true,
    path: '/admin/remotes/:name/releases',
    errors: [...BODY, 'remote_not_found', 'unsupported_media_type', 'version_mismatch', 'release_incomplete'],
  }),
  releaseActivate: op<undefined, ActivateRequest, ChannelState, SharedMismatchDetail>()({
    id: 'releaseActivate',
    method: 'POST',
    auth: false,
    deploy: true,
    path: '/admin/remotes/:name/activate',
    errors: SWAP,
  }),
  releaseRollback: op<undefined, RollbackRequest, ChannelState, SharedMismatchDetail>()({
    id: 'releaseRollback',
    method: 'POST',
    auth: false,
    deploy: true,
    path: '/admin/remotes/:name/rollback',
    errors: [...SWAP, 'no_previous_release'],
  }),
  shellRelease: op<undefined, ShellReleaseRequest, ChannelState>()({
    id: 'shellRelease',
    method: 'PUT',
    auth: false,
    deploy: true,
    path: '/admin/shell',
    errors: BODY,
  }),
  /** 202: the shell's report of a release that failed to load or render (a signed-in session's, rate-limited per session). */
  remoteFailure: op<undefined, RemoteFailureReport, { received: true }>()({
    id: 'remoteFailure',
    method: 'POST',
    auth: true,
    path: '/remotes/failures',
    errors: [...BODY, 'rate_limited'],
  }),
} as const;
