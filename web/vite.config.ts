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
 * /login as a static page that the app then takes over: after the client build, the login route is rendered to HTML
 * (src/prerender.tsx, through Vite's SSR loader) into dist/login.html — dist/index.html with that markup in its root
 * and public/login-early.js in its head (deferred: it holds a press of 'Entrar' made before the code arrives, and then
 * loads the code). The router serves it for /login (emulator/src/static.ts), so the form shows as soon as the HTML and
 * its stylesheet are in, with nothing else on the wire: the app's entry and its imports are no longer in the head but
 * on the root (`data-entry`, `data-preload`), which login-early.js loads once the form is on screen (issue: the
 * phone's first screen). Written with its .gz twin (the precompress step runs alongside).
 */
function prerenderLogin(): Plugin {
  let outDir = 'dist';
  let root = '.';
  return {
    name: 'roteador:prerender-login',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      root = config.root;
    },
    async closeBundle() {
      const { createServer, minify } = await import('vite');
      const server = await createServer({
        root,
        configFile: false,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const { default: renderLogin } = (await server.ssrLoadModule('/src/prerender.tsx')) as { default: () => string };
        const index = readFileSync(join(outDir, 'index.html'), 'utf8');
        const root = '<div id="root"></div>';
        if (!index.includes(root)) throw new Error(`prerender: ${root} not found in index.html`);
        // the app's code leaves the head: login-early.js loads it once the form is on screen (its entry, then what
        // it imports, as the head's modulepreloads would have), so nothing competes with the form's HTML and CSS
        const code = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
        const preloads = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
        const entry = code.exec(index)?.[1];
        if (!entry) throw new Error('prerender: the entry <script type="module"> not found in index.html');
        const preload = [...index.matchAll(preloads)].map((m) => m[1]);
        const html = index
          .replace(code, '')
          .replace(preloads, '')
          .replace('</title>', '</title>\n    <script src="/login-early.js" defer></script>')
          .replace(
            root,
            `<div id="root" data-prerendered="/login" data-entry="${entry}" data-preload="${preload.join(' ')}">${renderLogin()}</div>`,
          );
        writeFileSync(join(outDir, 'login.html'), html);
        writeFileSync(join(outDir, 'login.html.gz'), gzipSync(html, { level: constants.Z_BEST_COMPRESSION }));
        // the early script as it goes out: minified (its source, in public/, keeps its comments), with its .gz twin
        const early = join(outDir, 'login-early.js');
        const { code: small } = await minify('login-early.js', readFileSync(early, 'utf8'), { compress: true, mangle: true });
        writeFileSync(early, small);
        writeFileSync(`${early}.gz`, gzipSync(small, { level: constants.Z_BEST_COMPRESSION }));
      } finally {
        await server.close();
      }
    },
  };
}

/**
 * Fewer, larger chunks where a screen needs many modules at once. The static import graph is learnt as modules are
 * parsed (before chunks are made); a group is every module of web/src reachable by static imports from its roots,
 * less what an earlier group took:
 *  - 'boot': from the entry — the start-up path and the login page. It is what /login loads anyway, so /login's
 *    bytes do not change; lazy pages import from it.
 *  - 'area': from the authenticated area — the shell around every page; then 'dashboard': from the dashboard, the
 *    page after login. Two requests instead of ~20 small shared chunks, each within the route chunk budget.
 */
function staticGroups() {
  const imports = new Map<string, readonly string[]>();
  let entry: string | undefined;
  const taken = new Map<string, string>(); // module id → group, computed once on first use
  const reachable = (roots: string[], seen: Set<string>) => {
    const stack = [...roots];
    while (stack.length) {
      const id = stack.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      stack.push(...(imports.get(id) ?? []));
    }
    return seen;
  };
  // Each group's root, in order: a module goes to the first group that reaches it.
  const roots: [string, RegExp][] = [
    ['area', /[\\/]src[\\/]app[\\/]authenticated-area\.tsx$/],
    ['dashboard', /[\\/]src[\\/]features[\\/]dashboard[\\/]index\.ts$/],
  ];
  const ours = (id: string) => /[\\/]web[\\/]src[\\/]/.test(id);
  const assign = () => {
    if (taken.size) return;
    const seen = new Set<string>();
    const take = (name: string, from: string[]) => {
      const before = new Set(seen);
      for (const id of reachable(from, seen)) if (!before.has(id) && ours(id)) taken.set(id, name);
    };
    take('boot', entry ? [entry] : []);
    for (const [name, root] of roots) take(name, [...imports.keys()].filter((id) => root.test(id)));
  };
  const plugin: Plugin = {
    name: 'roteador:static-groups',
    apply: 'build',
    moduleParsed(info) {
      imports.set(info.id, info.importedIds);
      if (info.isEntry) entry = info.id;
    },
  };
  const group = (name: string, priority: number) => ({
    name,
    priority,
    test: (id: string) => {
      assign();
      return taken.get(id) === name;
    },
  });
  return { plugin, groups: [group('boot', 1), ...roots.map(([name]) => group(name, 0))] };
}
const groups = staticGroups();

/** The chunks loaded on the way from /login to the dashboard (see `postBanner`). */
const COMPILED_ON_LOAD = new Set(['vendor', 'boot', 'area', 'dashboard']);

// react-router's package exports only its development build; its production build drops the dev-only
// checks and warnings (smaller /login). Tests keep the exported build.
const require = createRequire(import.meta.url);
const reactRouterDist = join(dirname(require.resolve('react-router/package.json')), 'dist', 'production');

export default defineConfig(({ mode }) => ({
  plugins: [react(), precompress(), groups.plugin, prerenderLogin()],
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
      // the start-up path and the page after login are one chunk each (staticGroups).
      output: {
        codeSplitting: { groups: [{ name: 'vendor', test: /[\\/]node_modules[\\/]/, priority: 2 }, ...groups.groups] },
        // The chunks of the way in (the libraries, the start-up with the login, the area, the dashboard) are run as
        // soon as they load, and almost all of their functions on the way to the dashboard: Chromium's per-file compile
        // hint has their functions compiled as they stream in, on a background thread, rather than each on the main
        // thread at its first call — which is 'Entrar' (the area's and the dashboard's first render, the first answers'
        // checks). On a phone-class CPU the dashboard showed ~100 ms sooner after 'Entrar'. Other browsers ignore the
        // comment. After minification (postBanner), which would drop it.
        postBanner: (chunk) => (COMPILED_ON_LOAD.has(chunk.name) ? '//# allFunctionsCalledOnLoad' : ''),
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
