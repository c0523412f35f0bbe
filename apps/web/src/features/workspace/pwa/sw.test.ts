// The service worker (public/sw.js) run in a sandbox with fake caches and network: it keeps the
// app shell and never stores patient data or /api answers.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';

const source = readFileSync(path.resolve(import.meta.dirname, '../../../../public/sw.js'), 'utf8');
const ORIGIN = 'https://woundly.example';

type Listener = (e: unknown) => void;
function loadWorker(online = true) {
  const listeners: Record<string, Listener> = {};
  const messages: unknown[] = [];
  const stores = new Map<string, Map<string, string>>();
  const fetched: string[] = [];
  const body = (r: { url: string } | string) => (typeof r === 'string' ? new URL(r, ORIGIN).href : r.url);
  const caches = {
    open: async (name: string) => {
      if (!stores.has(name)) stores.set(name, new Map());
      const s = stores.get(name)!;
      return {
        addAll: async (urls: string[]) => {
          for (const u of urls) s.set(new URL(u, ORIGIN).href, `cached ${u}`);
        },
        put: async (req: { url: string }, res: { text: string }) => void s.set(req.url, res.text),
      };
    },
    match: async (r: { url: string } | string) => {
      for (const s of stores.values()) if (s.has(body(r))) return { text: s.get(body(r)), fromCache: true };
      return undefined;
    },
    keys: async () => [...stores.keys()],
    delete: async (k: string) => stores.delete(k),
  };
  const fetchFn = async (req: { url: string }) => {
    fetched.push(req.url);
    if (!online) throw new TypeError('offline');
    const text = `network ${req.url}`;
    return { ok: true, type: 'basic', text, clone: () => ({ text }) };
  };
  const self = {
    addEventListener: (type: string, fn: Listener) => (listeners[type] = fn),
    skipWaiting: async () => undefined,
    clients: {
      claim: async () => undefined,
      matchAll: async () => [{ postMessage: (m: unknown) => void messages.push(m) }],
    },
    location: { origin: ORIGIN },
  };
  vm.runInNewContext(source, { self, caches, fetch: fetchFn, URL, Promise });
  async function lifecycle(type: 'install' | 'activate') {
    const waits: Promise<unknown>[] = [];
    listeners[type]!({ waitUntil: (p: Promise<unknown>) => waits.push(p) });
    await Promise.all(waits);
  }
  async function request(url: string, init: { method?: string; mode?: string } = {}) {
    let responded = null as Promise<{ text: string; fromCache?: boolean }> | null;
    const waits: Promise<unknown>[] = [];
    listeners.fetch!({
      request: { url: new URL(url, ORIGIN).href, method: init.method ?? 'GET', mode: init.mode ?? 'cors' },
      respondWith: (p: Promise<{ text: string }>) => (responded = p),
      waitUntil: (p: Promise<unknown>) => waits.push(p),
    });
    const res = responded ? await responded : null;
    await Promise.all(waits);
    return res;
  }
  const cachedUrls = () =>
    [...stores.values()].flatMap((s) => [...s.keys()].map((k) => new URL(k).pathname + new URL(k).search));
  /** a Background Sync event with `tag`, resolved when the worker has done with it */
  async function sync(tag: string) {
    const waits: Promise<unknown>[] = [];
    listeners.sync!({ tag, waitUntil: (p: Promise<unknown>) => waits.push(p) });
    await Promise.all(waits);
  }
  return { lifecycle, request, cachedUrls, fetched, sync, messages };
}

describe('service worker', () => {
  it('pre-caches the workspace shell, manifest and icons at install', async () => {
    const sw = loadWorker();
    await sw.lifecycle('install');
    await sw.lifecycle('activate');
    expect(sw.cachedUrls().sort()).toEqual([
      '/demo',
      '/favicon.svg',
      '/icons/icon-192.png',
      '/icons/icon-512.png',
      '/manifest.json',
    ]);
  });

  it('never answers or stores /api requests, photos or uploads: they go straight to the network', async () => {
    const sw = loadWorker();
    await sw.lifecycle('install');
    for (const url of [
      '/api/assessments',
      '/api/assessments/analysis-1',
      '/api/assessments/analysis-1/image',
      '/api/patients/p1/report.pdf',
      '/api/profile',
      '/health',
    ]) {
      expect(await sw.request(url), url).toBeNull();
    }
    expect(await sw.request('/api/assessments', { method: 'POST' })).toBeNull();
    expect(await sw.request('/assets/index-Ab12.js?patient=1')).toBeNull();
    expect(await sw.request('https://elsewhere.example/assets/x-1.js')).toBeNull();
    expect(sw.cachedUrls().some((u) => u.startsWith('/api') || u.startsWith('/health') || u.includes('?'))).toBe(false);
  });

  it('keeps hashed code after the first load (cache first) and serves the shell offline', async () => {
    const sw = loadWorker();
    await sw.lifecycle('install');
    expect((await sw.request('/assets/workspace-page-Ab12.js'))?.text).toBe(
      `network ${ORIGIN}/assets/workspace-page-Ab12.js`,
    );
    expect(sw.cachedUrls()).toContain('/assets/workspace-page-Ab12.js');
    const again = await sw.request('/assets/workspace-page-Ab12.js');
    expect(sw.fetched.filter((u) => u.endsWith('workspace-page-Ab12.js'))).toHaveLength(1);
    expect(again?.text).toBe(`network ${ORIGIN}/assets/workspace-page-Ab12.js`);

    const offline = loadWorker(false);
    await offline.lifecycle('install');
    expect((await offline.request('/demo', { mode: 'navigate' }))?.text).toBe('cached /demo');
    // every workspace address opens the same shell offline (the router then shows its screen)
    for (const url of ['/demo/wounds/w1', '/demo/upload?wound=w1'])
      expect((await offline.request(url, { mode: 'navigate' }))?.text, url).toBe('cached /demo');
    expect(offline.cachedUrls().some((u) => u.includes('?'))).toBe(false);
    // public pages are not the app's: untouched
    expect(await offline.request('/about', { mode: 'navigate' })).toBeNull();
  });

  it('Background Sync of the upload queue only wakes the open app: the worker sends and stores nothing', async () => {
    const sw = loadWorker();
    await sw.lifecycle('install');
    const cached = sw.cachedUrls();
    await sw.sync('upload-queue');
    expect(sw.messages).toEqual([{ type: 'upload-queue:flush' }]);
    await sw.sync('something-else');
    expect(sw.messages).toHaveLength(1);
    expect(sw.fetched).toEqual([]);
    expect(sw.cachedUrls()).toEqual(cached);
  });
});
