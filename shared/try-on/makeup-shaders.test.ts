import { readFileSync } from 'node:fs';
// @ts-expect-error: the build script is plain JavaScript
import { minifyGlsl } from '../../esbuild.config.mjs';

/** The build strips the shaders' comments (esbuild.config.mjs): the GLSL the GPU compiles must be the same code. */
const source = readFileSync('shared/try-on/makeup-shaders.ts', 'utf8');
const shaders = (text: string) => [...text.matchAll(/= `([^`]*)`/g)].map((m) => m[1]!);
const tokens = (glsl: string) =>
  glsl
    .replace(/\/\*[\s\S]*?\*\//g, ' ')
    .replace(/\/\/[^\n]*/g, ' ')
    .split(/\s+/)
    .filter(Boolean);

describe('the shaders as built', () => {
  const built: string = minifyGlsl(source);

  it('keep every shader, token for token, without a comment', () => {
    const before = shaders(source);
    const after = shaders(built);
    expect(after).toHaveLength(before.length);
    expect(before.length).toBeGreaterThan(8);
    after.forEach((glsl, i) => {
      expect(tokens(glsl)).toEqual(tokens(before[i]!));
      expect(glsl).not.toMatch(/\/\/|\/\*/);
    });
  });

  it("keep #version on a shader's first line and every preprocessor line on its own", () => {
    for (const glsl of shaders(built)) {
      if (glsl.includes('#version')) expect(glsl.startsWith('#version 300 es\n')).toBe(true);
      for (const line of glsl.split('\n')) if (line.includes('#')) expect(line.trim().startsWith('#')).toBe(true);
    }
  });

  it('are much smaller than the commented source', () => {
    expect(built.length).toBeLessThan(source.length * 0.8);
  });
});
