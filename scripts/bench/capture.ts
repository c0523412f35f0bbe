// Capture checks, two figures:
//  1. checks per second of the live view in headless Chromium at 1× and 4× CPU throttling,
//     camera = Chromium's fake device playing the good scene. The page's main thread is throttled
//     with CDP Emulation.setCPUThrottlingRate; Chromium refuses that on the capture Web Worker,
//     so the worker's thread gets a kernel CPU quota of 1/rate (Linux cgroup v1, needs root) —
//     the table says whether it did;
//  2. the share of the synthetic bad scenes (no sticker, too far, tilted, blurred, glare) each
//     check catches, measured in Node with the same code the worker runs.
// Needs a built web app (npm run build). Usage: npm run bench:capture [-- --scenes 10 --seconds 15 --rate 6]
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type CDPSession } from 'playwright-core';
import { loadOpenCv } from '@woundcare/wound-vision/cv/load-opencv';
import {
  BAD_SCENE_KINDS,
  captureScene,
  downscaleRgba,
  toRgba,
  type CaptureSceneKind,
} from '@woundcare/wound-vision/test/capture-scenes';
import { createLiveDetector, measureFrame } from '@woundcare/wound-vision/capture/live-measures';
import { evaluateChecks, type CaptureCheckId } from '@woundcare/wound-vision/capture/guidance';
import { y4mFile } from '@woundcare/wound-vision/test/y4m';
import { bookDemo, CHROMIUM, CHROMIUM_ARGS, DESKTOP, PHONE } from '../../e2e/support/browser.ts';

const arg = (name: string, d: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : d;
};
const SCENES = arg('scenes', 10);
const SECONDS = arg('seconds', 15);
/** CPU throttling rates to measure at: 1 (none) and the required 4× (`--rate 6` adds another). */
const RATES = [...new Set([1, 4, arg('rate', 4)])];
const ANALYSIS = '640 × 480';
const root = path.resolve(import.meta.dirname, '../..');
const tmp = mkdtempSync(path.join(tmpdir(), 'woundly-bench-capture-'));

// 2. catch shares (1280 × 960 photos analysed at 640 × 480, as in the live view) (--scenes 0 skips them)
if (SCENES > 0) {
  const { cv } = await loadOpenCv();
  const detector = createLiveDetector(cv);
  const ids: CaptureCheckId[] = ['sticker_found', 'sticker_size', 'camera_tilt', 'sharpness', 'glare'];
  const rows: string[] = [];
  for (const kind of ['good', ...BAD_SCENE_KINDS] as CaptureSceneKind[]) {
    const caught = Object.fromEntries(ids.map((id) => [id, 0])) as Record<CaptureCheckId, number>;
    let blocked = 0;
    for (let seed = 1; seed <= SCENES; seed++) {
      const { image } = await captureScene(kind, { seed: 100 + seed, supersample: 1 });
      const f = downscaleRgba(toRgba(image), image.width, image.height, 2);
      const checks = evaluateChecks(
        measureFrame(detector, f.data, f.width, f.height),
        Math.max(image.width, image.height),
      );
      for (const c of checks) if (c.ok === false) caught[c.id]++;
      if (checks.some((c) => c.ok !== true)) blocked++;
    }
    rows.push(
      `| ${kind} | ${ids.map((id) => `${Math.round((100 * caught[id]) / SCENES)} %`).join(' | ')} | ${Math.round((100 * blocked) / SCENES)} % |`,
    );
  }
  detector.delete();
  console.log(
    `\nShare of ${SCENES} scenes per kind on which each check fails (shutter blocked = any check not passing):\n`,
  );
  console.log(`| scene | ${ids.join(' | ')} | shutter blocked |\n|${'---|'.repeat(ids.length + 2)}`);
  for (const r of rows) console.log(r);
}

/**
 * Throttles single threads by `rate` with a Linux CFS quota (cgroup v1 cpu controller: a cgroup
 * whose `tasks` take thread ids, allowed 1/rate of one CPU). Chromium refuses
 * `Emulation.setCPUThrottlingRate` on a worker target ("Operation is only supported for pages,
 * not workers": InspectorEmulationAgent::AssertPage), so the page's main thread is throttled by
 * CDP and the capture worker's thread by the kernel — the same wall-clock duty cycle Chromium's
 * own throttler imposes. Needs root and a writable /sys/fs/cgroup/cpu; otherwise `add` says no.
 */
function createThreadThrottle(rate: number) {
  const root = '/sys/fs/cgroup/cpu';
  const dir = path.join(root, `woundly-bench-capture-${process.pid}-${rate}`);
  let ok = false;
  if (rate > 1) {
    try {
      mkdirSync(dir);
      // the finest duty cycle the kernel allows (1 ms of CPU per `rate` ms): a job of a few ms
      // is stretched by about `rate`, as Chromium's own throttler stretches the page's; a longer
      // period would let a short job run unthrottled on a fresh period's quota
      writeFileSync(path.join(dir, 'cpu.cfs_period_us'), String(Math.round(1000 * rate)));
      writeFileSync(path.join(dir, 'cpu.cfs_quota_us'), '1000');
      ok = true;
    } catch (e) {
      console.log(`(no cgroup for thread throttling: ${String(e)})`);
    }
  }
  return {
    add(tid: number): boolean {
      if (!ok) return false;
      try {
        writeFileSync(path.join(dir, 'tasks'), String(tid));
        return true;
      } catch {
        return false;
      }
    },
    /** Call after the browser is closed (a worker thread may outlive its page for a while). */
    async dispose() {
      if (!ok) return;
      for (let i = 0; ; i++) {
        try {
          for (const tid of readFileSync(path.join(dir, 'tasks'), 'utf8').split('\n').filter(Boolean))
            writeFileSync(path.join(root, 'tasks'), tid);
          rmdirSync(dir);
          return;
        } catch (e) {
          if (i === 20) return console.log(`(cgroup ${dir} not removed: ${String(e)})`);
          await new Promise((r) => setTimeout(r, 250));
        }
      }
    },
  };
}

/** Thread ids of Chromium's dedicated-worker threads in renderers started by this process. */
function workerThreadIds(): Set<number> {
  const parentOf = (pid: number) => {
    try {
      return Number(
        readFileSync(`/proc/${pid}/stat`, 'utf8')
          .replace(/^.*\) /s, '')
          .split(' ')[1],
      );
    } catch {
      return 0;
    }
  };
  const ours = (pid: number) => {
    for (let p = pid, n = 0; p > 1 && n < 10; p = parentOf(p), n++) if (p === process.pid) return true;
    return false;
  };
  const out = new Set<number>();
  for (const e of readdirSync('/proc')) {
    const pid = Number(e);
    if (!pid || !ours(pid)) continue;
    try {
      if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('--type=renderer')) continue;
      for (const t of readdirSync(`/proc/${pid}/task`)) {
        if (readFileSync(`/proc/${pid}/task/${t}/comm`, 'utf8').startsWith('DedicatedWorker')) out.add(Number(t));
      }
    } catch {
      // the process ended while we looked
    }
  }
  return out;
}

/**
 * CPU throttling for the page *and* the capture worker it starts: CDP for the page's main thread;
 * for each worker, auto-attach pauses it on start, its thread goes into the throttled cgroup, and
 * only then does it run — so not one frame is measured unthrottled. (Playwright's CDP session
 * cannot address a flattened child session, so children are driven in non-flat mode through
 * Target.sendMessageToTarget.)
 */
async function throttlePageAndWorkers(cdp: CDPSession, rate: number) {
  const threads = createThreadThrottle(rate);
  const throttledTids: number[] = [];
  const seen = workerThreadIds();
  let nextId = 1;
  const pending = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>();
  const sendTo = (sessionId: string, method: string, params: object = {}) =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      void cdp
        .send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method, params }) })
        .catch(reject);
    });
  cdp.on('Target.receivedMessageFromTarget', (e: { message: string }) => {
    const m = JSON.parse(e.message) as { id?: number; error?: { message: string }; result?: unknown };
    const p = m.id === undefined ? undefined : pending.get(m.id);
    if (!p) return;
    pending.delete(m.id!);
    if (m.error) p.reject(new Error(m.error.message));
    else p.resolve(m.result);
  });
  let cdpRefusal: string | null = null;
  cdp.on(
    'Target.attachedToTarget',
    (e: { sessionId: string; targetInfo: { type: string; url: string }; waitingForDebugger: boolean }) => {
      void (async () => {
        try {
          if (e.targetInfo.type !== 'worker' || rate === 1) return;
          // the documented way first, so the day Chromium accepts it the bench says so
          await sendTo(e.sessionId, 'Emulation.setCPUThrottlingRate', { rate }).catch(
            (err: unknown) => (cdpRefusal = String(err)),
          );
          for (let i = 0; i < 20; i++) {
            const fresh = [...workerThreadIds()].filter((t) => !seen.has(t));
            if (fresh.length) {
              for (const t of fresh) {
                seen.add(t);
                if (threads.add(t)) throttledTids.push(t);
              }
              break;
            }
            await new Promise((r) => setTimeout(r, 50));
          }
        } finally {
          if (e.waitingForDebugger) await sendTo(e.sessionId, 'Runtime.runIfWaitingForDebugger').catch(() => undefined);
        }
      })();
    },
  );
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: false });
  return { workerThreads: () => throttledTids.length, cdpRefusal: () => cdpRefusal, dispose: () => threads.dispose() };
}

// 1. checks per second in the browser
const good = path.join(tmp, 'good.y4m');
writeFileSync(good, y4mFile([(await captureScene('good', { seed: 21 })).image]));
const port = 39000 + Math.floor(Math.random() * 900);
const base = `http://localhost:${port}`;
/** cgroups to remove once the browser (and its worker threads) are gone */
const disposals: (() => Promise<void>)[] = [];
const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/serve-dist.ts', 'apps/web/dist'], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: tmp,
    PUBLIC_ORIGIN: base,
    LOG_LEVEL: 'error',
    DATABASE_URL: '',
    RATE_LIMIT_AUTH_MAX: '1000',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
try {
  let up = false;
  for (let i = 0; i < 240 && !up; i++) {
    await new Promise((r) => setTimeout(r, 500));
    up = await fetch(`${base}/health`).then(
      (r) => r.ok,
      () => false,
    );
  }
  if (!up) throw new Error('server did not start');
  const b0 = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const c0 = await b0.newContext({ baseURL: base, viewport: DESKTOP });
  await bookDemo(await c0.newPage());
  const storageState = await c0.storageState();
  await b0.close();
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${good}`,
    ],
  });
  const results: {
    rate: number;
    checksPerSecond: number;
    medianMs: number;
    firstChecksS: number;
    workerThreads: number;
    cdpRefusal: string | null;
  }[] = [];
  for (const rate of RATES) {
    const context = await browser.newContext({ baseURL: base, viewport: PHONE, storageState });
    const page = await context.newPage();
    await page.goto('/demo');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Workspace menu' })
      .getByRole('button', { name: 'Upload Images', exact: true })
      .click();
    await page.getByLabel('Patient name').fill('Bench');
    const throttle = await throttlePageAndWorkers(await context.newCDPSession(page), rate);
    const t0 = Date.now();
    await page.getByRole('button', { name: 'Take photo' }).click();
    const live = page.getByTestId('capture-live');
    await live.waitFor();
    while (Number(await live.getAttribute('data-frames-analysed')) < 3) await page.waitForTimeout(200);
    const firstChecksS = (Date.now() - t0) / 1000;
    const n0 = Number(await live.getAttribute('data-frames-analysed'));
    const s0 = Date.now();
    const ms: number[] = [];
    while (Date.now() - s0 < SECONDS * 1000) {
      await page.waitForTimeout(500);
      ms.push(Number(await live.getAttribute('data-check-ms')));
    }
    const n1 = Number(await live.getAttribute('data-frames-analysed'));
    ms.sort((a, b) => a - b);
    results.push({
      rate,
      checksPerSecond: (n1 - n0) / ((Date.now() - s0) / 1000),
      medianMs: ms[Math.floor(ms.length / 2)]!,
      firstChecksS,
      workerThreads: throttle.workerThreads(),
      cdpRefusal: throttle.cdpRefusal(),
    });
    await context.close();
    disposals.push(throttle.dispose);
  }
  await browser.close();
  console.log(
    `\nChecks per second of the live view (headless Chromium, fake camera 1280 × 960, frames analysed at ${ANALYSIS}, ${SECONDS} s per rate; page and capture worker throttled alike):\n`,
  );
  console.log(
    '| CPU throttling | checks / s | worker time per frame (median) | first checks after "Take photo" | worker threads throttled |\n|---|---|---|---|---|',
  );
  for (const r of results)
    console.log(
      `| ${r.rate}× | ${r.checksPerSecond.toFixed(1)} | ${r.medianMs.toFixed(0)} ms | ${r.firstChecksS.toFixed(1)} s | ${r.rate === 1 ? '—' : r.workerThreads ? `${r.workerThreads} (cgroup cpu quota)` : 'NONE: the worker ran unthrottled'} |`,
    );
  const one = results.find((r) => r.rate === 1);
  for (const r of results.filter((x) => x.rate > 1 && one)) {
    // a CPU quota lets a short burst run on a fresh period's budget, so the worker may slow by
    // less than `rate`: bound the figure as if its time per frame had grown by the full rate
    const missingMs = Math.max(0, r.rate * one!.medianMs - r.medianMs);
    console.log(
      `\n${r.rate}×: worker time per frame grew ${(r.medianMs / one!.medianMs).toFixed(1)}× (1× → ${r.rate}×); had it grown the full ${r.rate}×, ` +
        `checks / s would be at least ${(1 / (1 / r.checksPerSecond + missingMs / 1000)).toFixed(1)}`,
    );
  }
  const refusal = results.find((r) => r.cdpRefusal)?.cdpRefusal;
  if (refusal)
    console.log(
      `\n(CDP Emulation.setCPUThrottlingRate on the worker target: ${refusal}; the worker thread was throttled by the kernel instead)`,
    );
} finally {
  for (const d of disposals) await d();
  server.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  rmSync(tmp, { recursive: true, force: true });
}
