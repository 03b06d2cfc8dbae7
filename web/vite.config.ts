import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { gzipSync, constants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vitest/config';

const EMULATOR = 'http://127.0.0.1:8080';
const COMPRESSIBLE = /\.(js|css|html|svg)$/;

/** The router serves files as they are (no compression on the fly): emit a .gz beside each text asset. */
function precompress(): Plugin {
  let outDir = 'dist';
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  return {
    name: 'roteador:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of walk(outDir).filter((f) => COMPRESSIBLE.test(f))) {
        writeFileSync(`${file}.gz`, gzipSync(readFileSync(file), { level: constants.Z_BEST_COMPRESSION }));
      }
    },
  };
}

/**
 * The first screen in as few requests as possible: every module of ours that the entry loads statically (the
 * start-up path and the login page) goes into one 'boot' chunk, instead of the small shared chunks the splitter
 * makes for modules that lazy pages import too. It is what /login loads anyway, so /login's bytes do not change;
 * lazy pages import from it. The static graph is learnt as modules are parsed, before chunks are made.
 */
function bootChunk() {
  const imports = new Map<string, readonly string[]>();
  let entry: string | undefined;
  let boot: Set<string> | undefined;
  const reachable = () => {
    const seen = new Set<string>();
    const stack = entry ? [entry] : [];
    while (stack.length) {
      const id = stack.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      stack.push(...(imports.get(id) ?? []));
    }
    return seen;
  };
  const plugin: Plugin = {
    name: 'roteador:boot-chunk',
    apply: 'build',
    moduleParsed(info) {
      imports.set(info.id, info.importedIds);
      if (info.isEntry) entry = info.id;
    },
  };
  const group = {
    name: 'boot',
    test: (id: string) => /[\\/]web[\\/]src[\\/]/.test(id) && (boot ??= reachable()).has(id),
  };
  return { plugin, group };
}
const boot = bootChunk();

// react-router's package exports only its development build; its production build drops the dev-only
// checks and warnings (smaller /login). Tests keep the exported build.
const require = createRequire(import.meta.url);
const reactRouterDist = join(dirname(require.resolve('react-router/package.json')), 'dist', 'production');

export default defineConfig(({ mode }) => ({
  plugins: [react(), precompress(), boot.plugin],
  resolve: {
    alias:
      mode === 'production'
        ? [
            { find: /^react-router$/, replacement: join(reactRouterDist, 'index.mjs') },
            { find: /^react-router\/dom$/, replacement: join(reactRouterDist, 'dom-export.mjs') },
          ]
        : [],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // The budget script reads it to find what /login loads.
    manifest: true,
    // Budgets are checked by scripts/budget.mjs, not by Vite's generic warning.
    chunkSizeWarningLimit: 300,
    rolldownOptions: {
      // contract/ is declarations only (structs, codes, validators): what a chunk does not use is
      // dropped, so the login page does not carry the form validators.
      treeshake: {
        // undefined: every other module keeps its own package.json "sideEffects".
        moduleSideEffects: (id) => (/[\\/]contract[\\/]src[\\/]/.test(id) ? false : undefined),
      },
      // Every page needs all the libraries (react, router, signals, superstruct): one named, cacheable chunk;
      // and the start-up path is one chunk of its own (bootChunk).
      output: {
        codeSplitting: { groups: [{ name: 'vendor', test: /[\\/]node_modules[\\/]/, priority: 2 }, { ...boot.group, priority: 1 }] },
      },
    },
  },
  server: {
    proxy: { '/api': EMULATOR, '/__emulator': EMULATOR },
  },
  preview: {
    proxy: { '/api': EMULATOR, '/__emulator': EMULATOR },
  },
  test: {
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
  },
}));
