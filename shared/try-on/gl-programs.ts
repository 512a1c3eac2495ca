import type { LAYER_FS } from './makeup-shaders';

/**
 * The renderer's WebGL plumbing: compiling its programs, making its textures, and looking up each program's
 * locations once (each get*Location is a synchronous round trip to the GPU process).
 */
export type Kind = keyof typeof LAYER_FS;

const LAYER_UNIFORMS = [
  'uSrc',
  'uRef',
  'uColor',
  'uOpacity',
  'uFinish',
  'uNight',
  'uZone',
  'uCrease',
  'uGaps',
  'uStep',
  'uFace',
  'uFromCanvas',
  'uCanvas',
  'uOrigin',
  'uSize',
  'uFrame',
  'uAlphaPick',
  'uMade',
  'uMadeMap',
] as const;
export type LayerLocations = { aPos: number; aAttr: number } & Record<(typeof LAYER_UNIFORMS)[number], WebGLUniformLocation | null>;

export function compile(gl: WebGL2RenderingContext, vs: string, fs: string): WebGLProgram {
  const program = gl.createProgram()!;
  for (const [type, src] of [
    [gl.VERTEX_SHADER, vs],
    [gl.FRAGMENT_SHADER, fs],
  ] as const) {
    const shader = gl.createShader(type)!;
    gl.shaderSource(shader, src);
    gl.compileShader(shader);
    if (!gl.getShaderParameter(shader, gl.COMPILE_STATUS)) throw new Error(`Shader: ${gl.getShaderInfoLog(shader)}`);
    gl.attachShader(program, shader);
    gl.deleteShader(shader);
  }
  gl.linkProgram(program);
  if (!gl.getProgramParameter(program, gl.LINK_STATUS)) throw new Error(`Program: ${gl.getProgramInfoLog(program)}`);
  return program;
}

export function newTexture(gl: WebGL2RenderingContext, filter: number): WebGLTexture {
  const t = gl.createTexture()!;
  gl.bindTexture(gl.TEXTURE_2D, t);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, filter);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MAG_FILTER, filter);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_S, gl.CLAMP_TO_EDGE);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_T, gl.CLAMP_TO_EDGE);
  return t;
}

/** A full-frame quad program's locations (base, reference, foundation's first pass). */
export const quadLocations = (gl: WebGL2RenderingContext, p: WebGLProgram) => ({
  aPos: gl.getAttribLocation(p, 'aPos'),
  uSrc: gl.getUniformLocation(p, 'uSrc'),
  uCrop: gl.getUniformLocation(p, 'uCrop'),
});
export type QuadLocations = ReturnType<typeof quadLocations>;

/** Each layer kind's program locations. */
export function layerLocations(gl: WebGL2RenderingContext, programs: Record<Kind, WebGLProgram>): Record<Kind, LayerLocations> {
  return Object.fromEntries(
    Object.entries(programs).map(([kind, p]) => [
      kind,
      {
        aPos: gl.getAttribLocation(p, 'aPos'),
        aAttr: gl.getAttribLocation(p, 'aAttr'),
        ...Object.fromEntries(LAYER_UNIFORMS.map((u) => [u, gl.getUniformLocation(p, u)])),
      } as LayerLocations,
    ]),
  ) as Record<Kind, LayerLocations>;
}
