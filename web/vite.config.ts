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

// react-router's package exports only its development build; its production build drops the dev-only
// checks and warnings (smaller /login). Tests keep the exported build.
const require = createRequire(import.meta.url);
const reactRouterDist = join(dirname(require.resolve('react-router/package.json')), 'dist', 'production');

export default defineConfig(({ mode }) => ({
  plugins: [react(), precompress()],
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
      // Every page needs all the libraries (react, router, signals, superstruct): one named, cacheable chunk.
      output: { codeSplitting: { groups: [{ name: 'vendor', test: /[\\/]node_modules[\\/]/ }] } },
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
