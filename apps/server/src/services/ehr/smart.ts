import { createHash, createPrivateKey, createPublicKey, webcrypto } from 'node:crypto';
import * as oauth from 'oauth4webapi';
import { z } from 'zod';
import { ApiError } from '../../lib/errors.ts';
import { checkEhrAddress, ehrFetch, type EhrNetwork } from './address-guard.ts';

/**
 * The SMART App Launch (v2) protocol through oauth4webapi: discovery of the EHR's
 * `.well-known/smart-configuration`, PKCE S256, the authorization-code and refresh-token grants,
 * the id token's nonce and claims, and bearer requests to the FHIR server. Nothing here touches
 * the database.
 */

/** The part of a smart-configuration document the launch uses (SMART App Launch 2.x, §"Metadata"). */
const smartConfiguration = z.object({
  issuer: z.string().url().optional(),
  authorization_endpoint: z.string().url(),
  token_endpoint: z.string().url(),
  jwks_uri: z.string().url().optional(),
  code_challenge_methods_supported: z.array(z.string()).optional(),
  capabilities: z.array(z.string()).optional(),
});

export interface SmartServer {
  /** the FHIR base URL (the launch's `iss`) */
  fhirBase: string;
  as: oauth.AuthorizationServer;
  net: EhrNetwork;
}

export interface SmartClient {
  clientId: string;
  clientType: 'public' | 'client-secret' | 'private-key-jwt';
  /** the client secret, or the PKCS#8 PEM private key */
  secret: string | null;
}

const TIMEOUT_MS = 10_000;

/**
 * oauth4webapi's requests through the EHR fetch (connections to public addresses only); plain http
 * only where private addresses are allowed (a test EHR on this machine), anything else is https.
 */
const optionsFor = (url: string, net: EhrNetwork) => ({
  signal: AbortSignal.timeout(TIMEOUT_MS),
  [oauth.customFetch]: ehrFetch(net),
  ...(net.allowPrivate && new URL(url).protocol === 'http:' ? { [oauth.allowInsecureRequests]: true } : {}),
});

/** The EHR's authorization server, from `<fhirBase>/.well-known/smart-configuration`. Call only for an allowed issuer. */
export async function discover(fhirBase: string, net: EhrNetwork): Promise<SmartServer> {
  await checkEhrAddress(fhirBase, net);
  let body: unknown;
  try {
    const res = await ehrFetch(net)(`${fhirBase}/.well-known/smart-configuration`, {
      headers: { accept: 'application/json' },
      redirect: 'error',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`answered ${res.status}`);
    body = await res.json();
  } catch (err) {
    if (err instanceof ApiError) throw err;
    throw new ApiError('EHR_UNAVAILABLE', 'The EHR did not answer with its SMART configuration. Try again shortly.');
  }
  const cfg = smartConfiguration.safeParse(body);
  if (!cfg.success)
    throw new ApiError('EHR_UNAVAILABLE', "The EHR's SMART configuration lacks its authorization or token endpoint.");
  if (!cfg.data.code_challenge_methods_supported?.includes('S256'))
    throw new ApiError('EHR_AUTHORIZATION_FAILED', 'The EHR does not offer PKCE with S256, which this app requires.');
  const c = cfg.data;
  // the token endpoint is fetched by the server too (the authorization endpoint only by the browser)
  await checkEhrAddress(c.token_endpoint, net);
  return {
    fhirBase,
    net,
    as: {
      issuer: c.issuer ?? fhirBase,
      authorization_endpoint: c.authorization_endpoint,
      token_endpoint: c.token_endpoint,
      ...(c.jwks_uri ? { jwks_uri: c.jwks_uri } : {}),
    },
  };
}

/**
 * The signing key of a private_key_jwt client: RSA signs RS384, P-384 signs ES384 (SMART's
 * asymmetric profile); its `kid` is the public key's JWK thumbprint (RFC 7638), the id a vendor
 * matches against the public key registered with it.
 */
async function signingKey(pem: string): Promise<oauth.PrivateKey> {
  const key = createPrivateKey(pem);
  const der = key.export({ type: 'pkcs8', format: 'der' });
  const rsa = key.asymmetricKeyType === 'rsa';
  const alg = rsa ? { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-384' } : { name: 'ECDSA', namedCurve: 'P-384' };
  const cryptoKey = await webcrypto.subtle.importKey('pkcs8', der, alg, false, ['sign']);
  const jwk = createPublicKey(key).export({ format: 'jwk' });
  // RFC 7638: the required members in lexicographic order, no spaces
  const members = rsa ? { e: jwk.e, kty: jwk.kty, n: jwk.n } : { crv: jwk.crv, kty: jwk.kty, x: jwk.x, y: jwk.y };
  const kid = createHash('sha256').update(JSON.stringify(members)).digest('base64url');
  return { key: cryptoKey as oauth.PrivateKey['key'], kid };
}

/** Whether a PEM is a private key this app can sign with (checked when an admin saves it). */
export function checkPrivateKey(pem: string): boolean {
  try {
    const key = createPrivateKey(pem);
    return (
      key.asymmetricKeyType === 'rsa' ||
      (key.asymmetricKeyType === 'ec' && key.asymmetricKeyDetails?.namedCurve === 'secp384r1')
    );
  } catch {
    return false;
  }
}

async function clientAuth(server: SmartServer, client: SmartClient): Promise<oauth.ClientAuth> {
  if (client.clientType === 'client-secret') return oauth.ClientSecretBasic(client.secret ?? '');
  if (client.clientType === 'private-key-jwt')
    return oauth.PrivateKeyJwt(await signingKey(client.secret ?? ''), {
      // SMART's asymmetric client authentication: the assertion's audience is the token endpoint
      [oauth.modifyAssertion]: (_header, payload) => {
        payload.aud = server.as.token_endpoint;
      },
    });
  return oauth.None();
}

export interface AuthorizationStart {
  url: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** The authorization request: PKCE S256, a fresh state and nonce, `aud` = the FHIR base, the EHR's `launch` when given. */
export async function authorizationRequest(
  server: SmartServer,
  client: SmartClient,
  p: { redirectUri: string; scope: string; launch?: string },
): Promise<AuthorizationStart> {
  const codeVerifier = oauth.generateRandomCodeVerifier();
  const state = oauth.generateRandomState();
  const nonce = oauth.generateRandomNonce();
  const url = new URL(server.as.authorization_endpoint!);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: client.clientId,
    redirect_uri: p.redirectUri,
    scope: p.scope,
    state,
    nonce,
    aud: server.fhirBase,
    code_challenge: await oauth.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    ...(p.launch ? { launch: p.launch } : {}),
  }).toString();
  return { url: url.href, state, nonce, codeVerifier };
}

export interface SmartTokens {
  accessToken: string;
  refreshToken: string | null;
  expiresAt: Date | null;
  scope: string | null;
  /** the launched patient (SMART launch context) */
  patient: string | null;
  /** the id token's fhirUser as a relative reference (Practitioner/123) */
  fhirUser: string | null;
}

function tokensOf(server: SmartServer, r: oauth.TokenEndpointResponse, now: Date): SmartTokens {
  const claims = oauth.getValidatedIdTokenClaims(r);
  const fhirUser = typeof claims?.fhirUser === 'string' ? claims.fhirUser : null;
  return {
    accessToken: r.access_token,
    refreshToken: r.refresh_token ?? null,
    expiresAt: typeof r.expires_in === 'number' ? new Date(now.getTime() + r.expires_in * 1000) : null,
    scope: r.scope ?? null,
    patient: typeof r.patient === 'string' ? r.patient : null,
    fhirUser: fhirUser ? relativeReference(fhirUser, server.fhirBase) : null,
  };
}

/** `https://ehr/fhir/Practitioner/1` → `Practitioner/1` (a reference on another server stays absolute). */
function relativeReference(ref: string, fhirBase: string): string {
  return ref.startsWith(`${fhirBase}/`) ? ref.slice(fhirBase.length + 1) : ref;
}

const refused = (err: unknown): ApiError => {
  if (err instanceof ApiError) return err;
  const detail =
    err instanceof oauth.ResponseBodyError || err instanceof oauth.AuthorizationResponseError
      ? `${err.error}${err.error_description ? `: ${err.error_description}` : ''}`
      : err instanceof Error && err.name === 'TimeoutError'
        ? 'no answer'
        : err instanceof Error
          ? err.message
          : String(err);
  return new ApiError('EHR_AUTHORIZATION_FAILED', `The EHR refused the sign-in (${detail.slice(0, 200)}).`);
};

/** The callback checked (state, error answer) and the code exchanged with the PKCE verifier; the id token's nonce checked. */
export async function exchangeCode(
  server: SmartServer,
  client: SmartClient,
  p: { params: URLSearchParams; state: string; nonce: string; codeVerifier: string; redirectUri: string; now: Date },
): Promise<SmartTokens> {
  const c: oauth.Client = { client_id: client.clientId };
  await checkEhrAddress(server.as.token_endpoint!, server.net);
  try {
    const params = oauth.validateAuthResponse(server.as, c, p.params, p.state);
    const res = await oauth.authorizationCodeGrantRequest(
      server.as,
      c,
      await clientAuth(server, client),
      params,
      p.redirectUri,
      p.codeVerifier,
      optionsFor(server.as.token_endpoint!, server.net),
    );
    const r = await oauth.processAuthorizationCodeResponse(server.as, c, res, {
      expectedNonce: p.nonce,
      requireIdToken: true,
    });
    return tokensOf(server, r, p.now);
  } catch (err) {
    throw refused(err);
  }
}

/** New tokens for a refresh token (the answer's refresh token, when it sends one, replaces the old: rotation). */
export async function refreshTokens(
  server: SmartServer,
  client: SmartClient,
  refreshToken: string,
  now: Date,
): Promise<SmartTokens> {
  const c: oauth.Client = { client_id: client.clientId };
  await checkEhrAddress(server.as.token_endpoint!, server.net);
  try {
    const res = await oauth.refreshTokenGrantRequest(
      server.as,
      c,
      await clientAuth(server, client),
      refreshToken,
      optionsFor(server.as.token_endpoint!, server.net),
    );
    const r = await oauth.processRefreshTokenResponse(server.as, c, res);
    const t = tokensOf(server, r, now);
    return { ...t, refreshToken: t.refreshToken ?? refreshToken };
  } catch (err) {
    if (err instanceof ApiError && err.code === 'EHR_ADDRESS_NOT_ALLOWED') throw err;
    throw new ApiError(
      'EHR_TOKEN_EXPIRED',
      `The chart's sign-in has expired and could not be renewed (${refused(err).message.replace(/^The EHR refused the sign-in \(|\)\.$/g, '')}). Open the app from the chart again.`,
    );
  }
}

/** A FHIR request with the member's bearer token; the answer as it came (status and JSON). */
export async function fhirRequest(
  fhirBase: string,
  net: EhrNetwork,
  accessToken: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<{ status: number; json: unknown }> {
  await checkEhrAddress(fhirBase, net);
  const headers = new Headers({ accept: 'application/fhir+json' });
  if (body !== undefined) headers.set('content-type', 'application/fhir+json');
  let res: Response;
  try {
    res = await oauth.protectedResourceRequest(
      accessToken,
      method,
      new URL(`${fhirBase}/${path}`),
      headers,
      body === undefined ? null : JSON.stringify(body),
      { ...optionsFor(fhirBase, net), signal: AbortSignal.timeout(60_000) },
    );
  } catch (err) {
    if (err instanceof oauth.WWWAuthenticateChallengeError) return { status: 401, json: null };
    if (err instanceof ApiError) throw err;
    throw new ApiError('EHR_UNAVAILABLE', 'The EHR did not answer.');
  }
  const json = await res.json().catch(() => null);
  return { status: res.status, json };
}
