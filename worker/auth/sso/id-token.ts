import { errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';

/** What a work-account ID token must show to be accepted (docs/decisions/0033-single-sign-on.md). */
export type IdTokenExpectations = {
  /** The provider's issuer for the store's tenant, e.g. https://login.microsoftonline.com/{tid}/v2.0. */
  issuer: string;
  /** The store's client id (sso.client_id). */
  audience: string;
  /** The store's directory (sso.tenant_id): the tid claim must equal it. */
  tenantId: string;
  /** The nonce this browser was given before the redirect. */
  nonce: string;
};

/** The identity an accepted token names; accounts are keyed by tenant id + object id. */
export type WorkIdentity = {
  tenantId: string;
  objectId: string;
  email: string;
  username: string;
  firstName: string;
  lastName: string;
};

export type IdTokenFailure = 'malformed' | 'signature' | 'issuer' | 'audience' | 'expired' | 'tenant' | 'nonce' | 'claims';

export class IdTokenError extends Error {
  constructor(readonly reason: IdTokenFailure) {
    super(`ID token refused: ${reason}`);
    this.name = 'IdTokenError';
  }
}

function failureOf(error: unknown): IdTokenFailure {
  if (error instanceof errors.JWTExpired) return 'expired';
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === 'iss') return 'issuer';
    if (error.claim === 'aud') return 'audience';
    return 'claims';
  }
  if (error instanceof errors.JWSSignatureVerificationFailed || error instanceof errors.JWKSNoMatchingKey) return 'signature';
  if (error instanceof errors.JOSEAlgNotAllowed) return 'signature';
  return 'malformed';
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

function identityOf(payload: JWTPayload): WorkIdentity {
  const objectId = text(payload.oid);
  const tenantId = text(payload.tid);
  if (!objectId || !tenantId) throw new IdTokenError('claims');
  const email = text(payload.email) ?? text(payload.preferred_username) ?? `${objectId}@${tenantId}.invalid`;
  const [first = '', ...rest] = (text(payload.name) ?? '').split(/\s+/);
  return {
    tenantId,
    objectId,
    email,
    username: text(payload.preferred_username) ?? email,
    firstName: text(payload.given_name) ?? (first || email.split('@')[0]!),
    lastName: text(payload.family_name) ?? rest.join(' '),
  };
}

/**
 * Verifies a work-account ID token: RS256 signature against the provider's key set, issuer,
 * audience, expiry (one minute of clock skew), tenant and nonce. Throws IdTokenError naming
 * what failed. `keys` is injected: the remote key set in production, a local one in tests.
 */
export async function verifyIdToken(token: string, keys: JWTVerifyGetKey, expected: IdTokenExpectations, currentDate?: Date): Promise<WorkIdentity> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, keys, {
      issuer: expected.issuer,
      audience: expected.audience,
      algorithms: ['RS256'],
      clockTolerance: 60,
      requiredClaims: ['exp', 'iat', 'nonce', 'tid', 'oid'],
      ...(currentDate ? { currentDate } : {}),
    }));
  } catch (error) {
    throw new IdTokenError(failureOf(error));
  }
  if (payload.tid !== expected.tenantId) throw new IdTokenError('tenant');
  if (typeof payload.nonce !== 'string' || payload.nonce !== expected.nonce) throw new IdTokenError('nonce');
  return identityOf(payload);
}
