// `npm start`: build the web app when it is missing or older than its sources, then serve
// site + API on one port with the embedded database.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { spawnSync, spawn } from 'node:child_process';

const root = path.resolve(import.meta.dirname, '..');
const web = path.join(root, 'apps/web');
const built = path.join(web, 'dist/index.html');

function newest(dir) {
  let t = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    t = Math.max(t, entry.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

const stale = !existsSync(built) || newest(path.join(web, 'src')) > statSync(built).mtimeMs;
if (stale || process.env.FORCE_BUILD) {
  console.log('Building the web app…');
  const r = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', MALLOC_ARENA_MAX: '2', ...process.env },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
