// Provider credentials at rest (DESIGN §18): AES-256-GCM with a key derived (HKDF-SHA256) from the PAYMENTS_KEY
// secret. The website id is the additional authenticated data, so a ciphertext copied onto another store's row does
// not decrypt; a changed key or a flipped byte fails the GCM tag and is reported as CredentialsUnreadableError.
import { fromB64, toB64 } from '../lib/crypto';

export interface Credentials {
  secret_key: string;
  webhook_secret: string;
}

export interface SealedCredentials {
  ciphertext: string;
  iv: string;
  keyVersion: number;
}

/** The version written today; a rotation adds the next one beside the old key (see README, Deploying). */
export const CURRENT_KEY_VERSION = 1;

/** Stored credentials that cannot be decrypted (another key, a tampered row): the merchant must enter them again. */
export class CredentialsUnreadableError extends Error {
  readonly code = 'payment_credentials_unreadable';
  constructor(websiteId: number) {
    super(`The payment credentials of website ${websiteId} cannot be decrypted; the merchant must enter them again`);
  }
}

const enc = new TextEncoder();

async function aesKey(secret: string, version: number): Promise<CryptoKey> {
  if (!secret) throw new Error('PAYMENTS_KEY is not set: payment credentials cannot be stored or read');
  const base = await crypto.subtle.importKey('raw', enc.encode(secret), 'HKDF', false, ['deriveKey']);
  const params = { name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(32), info: enc.encode(`payment-credentials-v${version}`) };
  return crypto.subtle.deriveKey(params, base, { name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
}

const aad = (websiteId: number) => enc.encode(`website:${websiteId}`);

export async function sealCredentials(secret: string, websiteId: number, creds: Credentials): Promise<SealedCredentials> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const key = await aesKey(secret, CURRENT_KEY_VERSION);
  const plain = enc.encode(JSON.stringify({ secret_key: creds.secret_key, webhook_secret: creds.webhook_secret }));
  const sealed = await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: aad(websiteId) }, key, plain);
  return { ciphertext: toB64(sealed), iv: toB64(iv), keyVersion: CURRENT_KEY_VERSION };
}

/** The credentials, or CredentialsUnreadableError for anything that does not decrypt to them. */
export async function openCredentials(secret: string, websiteId: number, sealed: SealedCredentials): Promise<Credentials> {
  const key = await aesKey(secret, sealed.keyVersion);
  let parsed: unknown;
  try {
    const iv = fromB64(sealed.iv);
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv, additionalData: aad(websiteId) }, key, fromB64(sealed.ciphertext));
    parsed = JSON.parse(new TextDecoder().decode(plain));
  } catch {
    throw new CredentialsUnreadableError(websiteId);
  }
  const c = parsed as Partial<Credentials> | null;
  if (typeof c?.secret_key !== 'string' || typeof c.webhook_secret !== 'string') throw new CredentialsUnreadableError(websiteId);
  return { secret_key: c.secret_key, webhook_secret: c.webhook_secret };
}
