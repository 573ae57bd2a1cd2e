import { describe, expect, it } from 'vitest';
import { build } from 'vite';
import { inlineConstants } from '../../scripts/client-chunks.ts';

// The client build writes imported constants where they are used (scripts/client-chunks.ts).

type Hook = (...args: unknown[]) => unknown;

describe('inlineConstants', () => {
  it('keeps the other options and adds inlineConst for every constant', () => {
    const plugin = inlineConstants();
    const options = (plugin.options as Hook)({
      input: 'x.ts',
      optimization: { other: true },
    });
    expect(options).toEqual({
      input: 'x.ts',
      optimization: { other: true, inlineConst: { mode: 'all', pass: 1 } },
    });
  });

  it('applies to the client environment only', () => {
    const applies = inlineConstants().applyToEnvironment as (e: { name: string }) => boolean;
    expect(applies({ name: 'client' })).toBe(true);
    expect(applies({ name: 'ssr' })).toBe(false);
  });

  it('a constant shared by two chunks is written in each instead of imported', async () => {
    const code = async (inline: boolean) => {
      const files: Record<string, string> = {
        'a.js': "import { LIMIT } from './limits.js'; console.log('a', LIMIT);",
        'b.js': "import { LIMIT } from './limits.js'; console.log('b', LIMIT);",
        'limits.js': "export const LIMIT = 'ninety-nine'; export const rest = [LIMIT];",
      };
      const out = await build({
        logLevel: 'silent',
        configFile: false,
        plugins: [
          {
            name: 'files',
            resolveId: (id: string) => {
              const name = id.replace(/^\.\//, '');
              return name in files ? name : null;
            },
            load: (id: string) => files[id] ?? null,
          },
          ...(inline ? [{ ...inlineConstants(), applyToEnvironment: () => true }] : []),
        ],
        build: {
          write: false,
          minify: false,
          rolldownOptions: { input: ['a.js', 'b.js'], preserveEntrySignatures: false },
        },
      });
      const [result] = Array.isArray(out) ? out : [out];
      const chunks = (result as { output: { type: string; name?: string; code?: string }[] })
        .output;
      return chunks
        .filter((c) => c.type === 'chunk' && (c.name === 'a' || c.name === 'b'))
        .map((c) => c.code ?? '')
        .join('\n');
    };
    expect(await code(false)).toMatch(/import \{/);
    const inlined = await code(true);
    expect(inlined).not.toMatch(/import \{/);
    expect(inlined.match(/"ninety-nine"/g)).toHaveLength(2);
  });
});
