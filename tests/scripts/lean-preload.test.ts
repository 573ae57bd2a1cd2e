import { afterEach, describe, expect, it, vi } from 'vitest';
import { leanPreloadHelper, PRELOAD_HELPER_ID as ID } from '../../scripts/client-chunks.ts';

// The helper behind every dynamic import of the client build (scripts/client-chunks.ts).

type Hook = (...args: unknown[]) => unknown;
const hook = (h: unknown) => h as Hook;

/** The helper's module as the build would load it, run against a document that records its links. */
async function helper(base = '/') {
  const plugin = leanPreloadHelper();
  hook(plugin.configResolved)({ base });
  expect(hook(plugin.resolveId)(ID)).toBe(ID);
  const code = hook(plugin.load)(ID) as string;
  const links: { rel: string; href: string; crossOrigin: string | null }[] = [];
  vi.stubGlobal('location', { href: 'http://shop.example/menu' });
  vi.stubGlobal('performance', {
    getEntriesByName: (url: string) =>
      url === 'http://shop.example/_astro/fetched.js' ? [{}] : [],
  });
  vi.stubGlobal('document', {
    createElement: () => ({ rel: '', href: '', crossOrigin: null }),
    head: { appendChild: (l: (typeof links)[number]) => links.push(l) },
  });
  const url = `data:text/javascript,${encodeURIComponent(code)}`;
  const module = (await import(/* @vite-ignore */ url)) as {
    __vitePreload: (load: () => Promise<string>, deps?: string[]) => Promise<string>;
  };
  return { preload: module.__vitePreload, links };
}

describe('lean preload helper', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('answers only for Vite’s helper module', () => {
    const plugin = leanPreloadHelper();
    expect(hook(plugin.resolveId)('./x.ts')).toBeUndefined();
    expect(hook(plugin.load)('/src/x.ts')).toBeUndefined();
  });

  it('adds one modulepreload link per file, once, then imports', async () => {
    const { preload, links } = await helper();
    const load = vi.fn(() => Promise.resolve('module'));
    await expect(preload(load, ['_astro/a.js', '_astro/b.js'])).resolves.toBe('module');
    await preload(load, ['_astro/a.js']);
    await preload(load);
    expect(load).toHaveBeenCalledTimes(3);
    expect(links).toEqual([
      { rel: 'modulepreload', href: '/_astro/a.js', crossOrigin: null },
      { rel: 'modulepreload', href: '/_astro/b.js', crossOrigin: null },
    ]);
  });

  it('sets no crossorigin: Firefox fires an error event at such a link to a module already loaded', async () => {
    // A module script's own fetch already has the credentials mode "same-origin", as a link without
    // the attribute does; with crossorigin="" Firefox reports every file the page already has
    // (the shell, the boot script) as failed, though it loads.
    const { preload, links } = await helper();
    await preload(() => Promise.resolve(''), ['_astro/shell.js']);
    expect(links[0]!.crossOrigin).toBeNull();
  });

  it('adds no link for a file the page has already fetched (Firefox fires an error event at it)', async () => {
    const { preload, links } = await helper();
    await preload(() => Promise.resolve(''), ['_astro/fetched.js', '_astro/new.js']);
    expect(links.map((l) => l.href)).toEqual(['/_astro/new.js']);
  });

  it('prefixes the site’s base', async () => {
    const { preload, links } = await helper('/shop/');
    await preload(() => Promise.resolve(''), ['_astro/a.js']);
    expect(links[0]!.href).toBe('/shop/_astro/a.js');
  });

  it('a failed import rejects as it would without the helper', async () => {
    const { preload } = await helper();
    await expect(preload(() => Promise.reject(new Error('offline')), [])).rejects.toThrow(
      'offline',
    );
  });

  it('fails the build when a stylesheet would be preloaded', () => {
    const error = vi.fn();
    const bundle = {
      'a.js': {
        type: 'chunk',
        fileName: 'a.js',
        code: 'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["_astro/x.css"])))=>i;',
      },
      'b.js': { type: 'chunk', fileName: 'b.js', code: 'export {}' },
    };
    hook(leanPreloadHelper().generateBundle).call({ error }, {}, bundle);
    expect(error).toHaveBeenCalledOnce();
    expect(error).toHaveBeenCalledWith('a.js would preload a stylesheet; inline it instead');
  });
});
