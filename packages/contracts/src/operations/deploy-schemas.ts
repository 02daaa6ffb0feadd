// The yup schemas of the deploy API's bodies (./deploy.ts). Versions and file paths have the shapes of ../releases.ts;
// whether a version is registered or a file is in the bucket is the API's business, not a schema's.
import * as yup from 'yup';
import { FAILURE_MESSAGE_MAX, MAX_RELEASE_FILE_BYTES, MAX_RELEASE_FILES, RELEASE_VERSION } from '../releases';

const version = () => yup.string().strict().required().matches(RELEASE_VERSION);
// null (the channel has none yet) must be sent explicitly: a forgotten field is not "no active release".
const expectedActive = () => version().nullable().defined();

export const releaseFileSchema = yup.object({
  path: yup.string().strict().required().max(200),
  sha256: yup
    .string()
    .strict()
    .required()
    .matches(/^[0-9a-f]{64}$/),
  size: yup.number().strict().required().integer().min(0).max(MAX_RELEASE_FILE_BYTES),
});

export const finalizeReleaseSchema = yup.object({
  version: version(),
  files: yup.array().required().min(1).max(MAX_RELEASE_FILES).of(releaseFileSchema.required()),
});

export const activateSchema = yup.object({ version: version(), expected_active: expectedActive() });

export const rollbackSchema = yup.object({
  version: yup.string().strict().matches(RELEASE_VERSION).optional(),
  expected_active: yup.string().strict().matches(RELEASE_VERSION).nullable().optional(),
});

export const shellReleaseSchema = yup.object({
  version: version(),
  shared: yup
    .array()
    .required()
    .max(500)
    .of(yup.object({ name: yup.string().strict().required().max(214), version: yup.string().strict().required().max(64) }).required()),
});

export const remoteFailureSchema = yup.object({
  remote: yup.string().strict().required().max(64),
  version: version(),
  stage: yup
    .string()
    .strict()
    .required()
    .oneOf(['load', 'render'] as const),
  // The shell cuts messages to FAILURE_MESSAGE_MAX; a somewhat longer one is cut by the API rather than refused.
  message: yup
    .string()
    .strict()
    .defined()
    .max(FAILURE_MESSAGE_MAX * 4),
});
