import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { discover, fhirRequest, refreshTokens } from './smart.ts';
import { checkEhrAddress, ehrFetch, isPublicAddress } from './address-guard.ts';

/**
 * The address check before each request to an EHR: host names are resolved and every address
 * must be public unicast; the smart-configuration's token endpoint (which the server posts to) is
 * checked too. DNS answers are stubbed (documentation-range names, no network). The connection of
 * every request applies the same rule to the addresses it actually connects to.
 */

// `answers` for the check before a request, `connectAnswers` (when set) for the connection's own lookup
const dns = vi.hoisted(() => ({ answers: new Map<string, string[]>(), connectAnswers: new Map<string, string[]>() }));
vi.mock('node:dns/promises', () => ({
  lookup: async (host: string) => {
    const a = dns.answers.get(host);
    if (!a) throw Object.assign(new Error('ENOTFOUND'), { code: 'ENOTFOUND' });
    return a.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  },
}));
// the lookup a connection makes (callback style), answering from the same stubbed DNS
vi.mock('node:dns', async (importOriginal) => ({
  ...(await importOriginal<typeof import('node:dns')>()),
  lookup: (
    host: string,
    _options: unknown,
    callback: (err: Error | null, addresses: { address: string; family: number }[]) => void,
  ) => {
    const a = dns.connectAnswers.get(host) ?? dns.answers.get(host);
    if (!a) callback(Object.assign(new Error('ENOTFOUND'), { code: 'ENOTFOUND' }), []);
    else
      callback(
        null,
        a.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
      );
  },
}));

const strict = { allowPrivate: false };
const code = (p: Promise<unknown>) =>
  p.then(
    () => 'allowed',
    (e: { code?: string }) => e.code,
  );

afterEach(() => {
  dns.answers.clear();
  dns.connectAnswers.clear();
  vi.unstubAllGlobals();
});

describe('EHR address check', () => {
  it.each([
    ['127.0.0.1', false],
    ['10.0.0.5', false],
    ['172.16.3.4', false],
    ['192.168.1.1', false],
    ['169.254.169.254', false],
    ['0.0.0.0', false],
    ['::1', false],
    ['::', false],
    ['fd12:3456::1', false],
    ['fe80::1', false],
    ['::ffff:10.0.0.5', false],
    ['::ffff:169.254.169.254', false],
    ['8.8.8.8', true],
    ['2606:4700:4700::1111', true],
  ])('%s is public: %s', (ip, expected) => {
    expect(isPublicAddress(ip)).toBe(expected);
  });

  it('refuses a host name that resolves to an internal address (any of its addresses)', async () => {
    dns.answers.set('ehr.example.test', ['8.8.8.8', '169.254.169.254']);
    expect(await code(checkEhrAddress('https://ehr.example.test/fhir', strict))).toBe('EHR_ADDRESS_NOT_ALLOWED');
    dns.answers.set('ehr.example.test', ['8.8.8.8']);
    expect(await code(checkEhrAddress('https://ehr.example.test/fhir', strict))).toBe('allowed');
    // plain http is refused even at a public address
    expect(await code(checkEhrAddress('http://ehr.example.test/fhir', strict))).toBe('EHR_ADDRESS_NOT_ALLOWED');
  });

  it('allows loopback and http only with EHR_ALLOW_PRIVATE_ADDRESSES', async () => {
    expect(await code(checkEhrAddress('http://127.0.0.1:8080/fhir', strict))).toBe('EHR_ADDRESS_NOT_ALLOWED');
    expect(await code(checkEhrAddress('http://127.0.0.1:8080/fhir', { allowPrivate: true }))).toBe('allowed');
  });

  it('refuses discovery whose token endpoint is on a private address, and one whose host now resolves inward', async () => {
    dns.answers.set('ehr.example.test', ['8.8.8.8']);
    const fetched: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      fetched.push(String(url));
      return Response.json({
        authorization_endpoint: 'https://ehr.example.test/authorize',
        token_endpoint: 'https://10.0.0.5/token',
        code_challenge_methods_supported: ['S256'],
      });
    });
    expect(await code(discover('https://ehr.example.test/fhir', strict))).toBe('EHR_ADDRESS_NOT_ALLOWED');
    expect(fetched).toEqual(['https://ehr.example.test/fhir/.well-known/smart-configuration']);

    // the same issuer once its DNS answer changes: nothing is fetched
    dns.answers.set('ehr.example.test', ['192.168.0.9']);
    fetched.length = 0;
    expect(await code(discover('https://ehr.example.test/fhir', strict))).toBe('EHR_ADDRESS_NOT_ALLOWED');
    expect(fetched).toEqual([]);
  });
});

describe('the connection of each request to an EHR', () => {
  // a local server standing for an internal service: it counts the requests that reach it
  let server: Server;
  let port: number;
  let received = 0;
  beforeAll(async () => {
    server = createServer((_req, res) => {
      received += 1;
      res.end('{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  afterEach(() => {
    received = 0;
  });

  it('is refused when the host name resolves to an internal address at connection time, and nothing is sent', async () => {
    // the check before the request saw a public answer; the connection's own lookup sees loopback
    dns.answers.set('ehr.example.test', ['127.0.0.1']);
    const send = ehrFetch(strict)(`http://ehr.example.test:${port}/metadata`);
    expect(await code(send)).toBe('EHR_ADDRESS_NOT_ALLOWED');
    expect(received).toBe(0);
  });

  it('is refused for an internal IP address written in the URL', async () => {
    expect(await code(ehrFetch(strict)(`http://127.0.0.1:${port}/metadata`))).toBe('EHR_ADDRESS_NOT_ALLOWED');
    expect(received).toBe(0);
  });

  it('refuses discovery when the answer turns internal between the check and the connection (DNS rebinding)', async () => {
    dns.answers.set('ehr.example.test', ['8.8.8.8']);
    dns.connectAnswers.set('ehr.example.test', ['127.0.0.1']);
    expect(await code(discover(`https://ehr.example.test:${port}/fhir`, strict))).toBe('EHR_ADDRESS_NOT_ALLOWED');
    expect(received).toBe(0);
  });

  it('refuses the token endpoint and FHIR requests the same way', async () => {
    dns.answers.set('ehr.example.test', ['8.8.8.8']);
    dns.connectAnswers.set('ehr.example.test', ['127.0.0.1']);
    const base = `https://ehr.example.test:${port}`;
    const server = {
      fhirBase: `${base}/fhir`,
      net: strict,
      as: { issuer: `${base}/fhir`, token_endpoint: `${base}/token` },
    };
    const client = { clientId: 'app', clientType: 'public' as const, secret: null };
    expect(await code(refreshTokens(server, client, 'refresh', new Date()))).toBe('EHR_ADDRESS_NOT_ALLOWED');
    expect(await code(fhirRequest(`${base}/fhir`, strict, 'token', 'GET', 'Patient/1'))).toBe(
      'EHR_ADDRESS_NOT_ALLOWED',
    );
    expect(received).toBe(0);
  });

  it('connects to an internal address with EHR_ALLOW_PRIVATE_ADDRESSES', async () => {
    dns.answers.set('ehr.example.test', ['127.0.0.1']);
    const res = await ehrFetch({ allowPrivate: true })(`http://ehr.example.test:${port}/metadata`);
    expect(res.status).toBe(200);
    expect(received).toBe(1);
  });
});
