// ESLint rule: a type-only import (`import type`, `export type … from`, `import('…').T`) must not
// close an import cycle. import-x/no-cycle skips type-only imports, yet a cycle through types still
// ties two modules together (neither can move or be read without the other); value cycles stay
// import-x/no-cycle's job. The graph follows every import of every file, value and type alike,
// resolved by the same resolver as import-x (settings['import-x/resolver-next']).
import { readFileSync, statSync } from 'node:fs';
import ts from 'typescript';

/** path → { mtimeMs, imports: resolved paths } — shared by every file of one ESLint run */
const graph = new Map();

function resolverOf(context) {
  const resolvers = context.settings['import-x/resolver-next'];
  const list = Array.isArray(resolvers) ? resolvers : resolvers ? [resolvers] : [];
  return (source, file) => {
    for (const r of list) {
      const res = r.resolve(source, file);
      if (res.found && res.path && !res.path.includes('/node_modules/') && /\.[cm]?tsx?$/.test(res.path))
        return res.path;
    }
    return null;
  };
}

function importsOf(file, resolve) {
  let mtimeMs;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    return [];
  }
  const known = graph.get(file);
  if (known && known.mtimeMs === mtimeMs) return known.imports;
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  const imports = [...new Set(importedFiles.map((f) => resolve(f.fileName, file)).filter(Boolean))];
  graph.set(file, { mtimeMs, imports });
  return imports;
}

/** The shortest import path from `from` back to `to`, or null. */
function pathBack(from, to, resolve) {
  const cameFrom = new Map([[from, null]]);
  const queue = [from];
  while (queue.length) {
    const at = queue.shift();
    for (const next of importsOf(at, resolve)) {
      if (cameFrom.has(next)) continue;
      cameFrom.set(next, at);
      if (next === to) {
        const route = [];
        for (let p = next; p !== null; p = cameFrom.get(p)) route.unshift(p);
        return route;
      }
      queue.push(next);
    }
  }
  return null;
}

const isTypeOnly = (node) =>
  node.importKind === 'type' ||
  node.exportKind === 'type' ||
  (node.type === 'ImportDeclaration' &&
    node.specifiers.length > 0 &&
    node.specifiers.every((s) => s.type === 'ImportSpecifier' && s.importKind === 'type'));

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid a type-only import that closes an import cycle (import-x/no-cycle skips them).' },
    schema: [],
    messages: { cycle: 'Type-only import cycle: {{route}}. Move the shared type to the module that owns it.' },
  },
  create(context) {
    const file = context.physicalFilename;
    const resolve = resolverOf(context);
    const cwd = context.cwd;
    const check = (node, source) => {
      const target = resolve(source, file);
      if (!target || target === file) return;
      const route = pathBack(target, file, resolve);
      if (route)
        context.report({
          node,
          messageId: 'cycle',
          data: { route: [file, ...route].map((p) => p.replace(`${cwd}/`, '')).join(' → ') },
        });
    };
    const declaration = (node) => {
      if (node.source && isTypeOnly(node)) check(node, node.source.value);
    };
    return {
      ImportDeclaration: declaration,
      ExportNamedDeclaration: declaration,
      ExportAllDeclaration: declaration,
      TSImportType(node) {
        const arg = node.argument;
        const source = arg?.type === 'TSLiteralType' ? arg.literal.value : arg?.value;
        if (typeof source === 'string') check(node, source);
      },
    };
  },
};
