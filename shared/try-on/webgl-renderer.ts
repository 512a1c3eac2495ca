import { regionPolygons } from './face-regions';
import type { CanvasLayout } from './canvas-layout';
import type { Layer } from './looks';

/**
 * Draws make-up with WebGL2 onto a camera frame or a photo, from the face
 * mesh. Each region is filled even-odd into the stencil (so the mouth opening
 * and the eyes stay clear), then shaded by finish over the frame's own light.
 */
export interface RenderFrame {
  source: TexImageSource;
  /** The source frame's size. */
  width: number;
  height: number;
  /** The part of the frame shown and the canvas size it fills (canvas-layout.ts); the whole frame by default. */
  layout?: CanvasLayout;
  /** 478 × (x, y, z) in the frame's pixels; null draws the frame alone. */
  mesh: Float32Array | null;
  layers: Layer[];
  /** Before/after: make-up shows left of split × width; 0 is the original frame. */
  split: number;
  timeMs: number;
  /** false re-uses the frame uploaded last time (the camera has not moved on). */
  upload?: boolean;
}

export interface Renderer {
  draw(frame: RenderFrame): void;
  destroy(): void;
}

const QUAD_VS = `#version 300 es
uniform vec4 uCrop;   // x, y, width, height of the shown part, in texture units
in vec2 aPos;
out vec2 vUv;
void main() { vUv = uCrop.xy + vec2(aPos.x * 0.5 + 0.5, 0.5 - aPos.y * 0.5) * uCrop.zw; gl_Position = vec4(aPos, 0.0, 1.0); }`;

const BASE_FS = `#version 300 es
precision highp float;
uniform sampler2D uSrc;
in vec2 vUv;
out vec4 outColor;
void main() { outColor = vec4(texture(uSrc, vUv).rgb, 1.0); }`;

const MAKEUP_FS = `#version 300 es
precision highp float;
uniform sampler2D uSrc;
uniform vec3 uColor;
uniform float uOpacity;
uniform int uFinish;   // 0 matte, 1 satin, 2 shimmer, 3 gloss
uniform int uKind;     // 0 lips/eyes, 1 brows, 2 foundation
uniform float uNight;
uniform float uTime;
in vec2 vUv;
out vec4 outColor;
const vec3 LUMA = vec3(0.299, 0.587, 0.114);
float hash(vec2 p) { return fract(sin(dot(p, vec2(12.9898, 78.233))) * 43758.5453); }
void main() {
  vec3 base = texture(uSrc, vUv).rgb;
  float lum = dot(base, LUMA);
  vec3 tinted;
  float amount = uOpacity;
  if (uKind == 2) {
    // Foundation: the shade's colour under the skin's own light.
    float shade = clamp(lum / max(0.08, dot(uColor, LUMA)), 0.55, 1.35);
    tinted = uColor * shade;
    tinted = mix(tinted, tinted * vec3(1.07, 0.97, 0.86), uNight) + uNight * 0.12 * pow(lum, 2.0);
  } else if (uKind == 1) {
    tinted = uColor * clamp(lum * 2.2, 0.3, 1.2);
    amount *= 1.0 - 0.5 * smoothstep(0.35, 0.8, lum);
  } else {
    float shade = clamp(lum * 2.0, 0.35, 1.5);
    tinted = uColor * shade;
    if (uFinish == 0) {
      tinted = mix(tinted, uColor * 0.92, 0.35);
    } else if (uFinish == 1) {
      tinted += vec3(0.22) * pow(lum, 2.5);
    } else if (uFinish == 2) {
      float sparkle = step(0.965, hash(floor(gl_FragCoord.xy / 1.5) + floor(uTime / 250.0)));
      tinted += vec3(0.18) * pow(lum, 2.0) + sparkle * 0.45;
    } else {
      tinted += vec3(0.85) * pow(smoothstep(0.42, 0.85, lum), 2.0) + vec3(0.06);
    }
  }
  outColor = vec4(mix(base, clamp(tinted, 0.0, 1.0), clamp(amount, 0.0, 1.0)), 1.0);
}`;

const FAN_VS = `#version 300 es
uniform vec2 uOrigin;
uniform vec2 uSize;
in vec2 aPos;
void main() { vec2 p = (aPos - uOrigin) / uSize; gl_Position = vec4(p.x * 2.0 - 1.0, 1.0 - p.y * 2.0, 0.0, 1.0); }`;
const FAN_FS = `#version 300 es
precision mediump float;
out vec4 outColor;
void main() { outColor = vec4(0.0); }`;

function compile(gl: WebGL2RenderingContext, vs: string, fs: string): WebGLProgram {
  const program = gl.createProgram()!;
  for (const [type, src] of [[gl.VERTEX_SHADER, vs], [gl.FRAGMENT_SHADER, fs]] as const) {
    const shader = gl.createShader(type)!;
    gl.shaderSource(shader, src);
    gl.compileShader(shader);
    if (!gl.getShaderParameter(shader, gl.COMPILE_STATUS)) throw new Error(`Shader: ${gl.getShaderInfoLog(shader)}`);
    gl.attachShader(program, shader);
  }
  gl.linkProgram(program);
  if (!gl.getProgramParameter(program, gl.LINK_STATUS)) throw new Error(`Program: ${gl.getProgramInfoLog(program)}`);
  return program;
}

const FINISH_CODE = { matte: 0, satin: 1, shimmer: 2, gloss: 3 } as const;

export function createRenderer(canvas: HTMLCanvasElement | OffscreenCanvas): Renderer | null {
  const context = canvas.getContext('webgl2', { stencil: true, antialias: false, premultipliedAlpha: false, preserveDrawingBuffer: false }) as WebGL2RenderingContext | null;
  if (!context) return null;
  const gl: WebGL2RenderingContext = context;
  const base = compile(gl, QUAD_VS, BASE_FS);
  const makeup = compile(gl, QUAD_VS, MAKEUP_FS);
  const fan = compile(gl, FAN_VS, FAN_FS);
  const quad = gl.createBuffer();
  gl.bindBuffer(gl.ARRAY_BUFFER, quad);
  gl.bufferData(gl.ARRAY_BUFFER, new Float32Array([-1, -1, 1, -1, -1, 1, 1, 1]), gl.STATIC_DRAW);
  const fanBuffer = gl.createBuffer();
  let uploaded = false;
  const texture = gl.createTexture();
  gl.bindTexture(gl.TEXTURE_2D, texture);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.LINEAR);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MAG_FILTER, gl.LINEAR);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_S, gl.CLAMP_TO_EDGE);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_T, gl.CLAMP_TO_EDGE);

  // Looked up once: each get*Location is a synchronous round trip to the GPU process.
  const attr = (p: WebGLProgram) => gl.getAttribLocation(p, 'aPos');
  const locs = {
    baseAPos: attr(base),
    baseSrc: gl.getUniformLocation(base, 'uSrc'),
    baseCrop: gl.getUniformLocation(base, 'uCrop'),
    makeupCrop: gl.getUniformLocation(makeup, 'uCrop'),
    fanOrigin: gl.getUniformLocation(fan, 'uOrigin'),
    makeupAPos: attr(makeup),
    makeupSrc: gl.getUniformLocation(makeup, 'uSrc'),
    fanAPos: attr(fan),
    fanSize: gl.getUniformLocation(fan, 'uSize'),
    color: gl.getUniformLocation(makeup, 'uColor'),
    opacity: gl.getUniformLocation(makeup, 'uOpacity'),
    finish: gl.getUniformLocation(makeup, 'uFinish'),
    kind: gl.getUniformLocation(makeup, 'uKind'),
    night: gl.getUniformLocation(makeup, 'uNight'),
    time: gl.getUniformLocation(makeup, 'uTime'),
  };

  let crop: [number, number, number, number] = [0, 0, 1, 1];
  function drawQuad(program: WebGLProgram) {
    gl.useProgram(program);
    gl.uniform4fv(program === base ? locs.baseCrop : locs.makeupCrop, crop);
    gl.bindBuffer(gl.ARRAY_BUFFER, quad);
    const loc = program === base ? locs.baseAPos : locs.makeupAPos;
    gl.enableVertexAttribArray(loc);
    gl.vertexAttribPointer(loc, 2, gl.FLOAT, false, 0, 0);
    gl.uniform1i(program === base ? locs.baseSrc : locs.makeupSrc, 0);
    gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4);
  }

  function fillStencil(polygons: Array<Array<[number, number]>>, shown: CanvasLayout['crop']) {
    gl.useProgram(fan);
    gl.uniform2f(locs.fanOrigin, shown.x, shown.y);
    gl.uniform2f(locs.fanSize, shown.width, shown.height);
    gl.bindBuffer(gl.ARRAY_BUFFER, fanBuffer);
    const loc = locs.fanAPos;
    gl.enableVertexAttribArray(loc);
    gl.vertexAttribPointer(loc, 2, gl.FLOAT, false, 0, 0);
    for (const poly of polygons) {
      // A fan from the first vertex, inverted into the stencil: even-odd fill of any simple polygon.
      gl.bufferData(gl.ARRAY_BUFFER, new Float32Array(poly.flat()), gl.STREAM_DRAW);
      gl.drawArrays(gl.TRIANGLE_FAN, 0, poly.length);
    }
  }

  return {
    draw(frame) {
      const shown = frame.layout?.crop ?? { x: 0, y: 0, width: frame.width, height: frame.height };
      const width = frame.layout?.width ?? frame.width;
      const height = frame.layout?.height ?? frame.height;
      crop = [shown.x / frame.width, shown.y / frame.height, shown.width / frame.width, shown.height / frame.height];
      if (canvas.width !== width || canvas.height !== height) {
        canvas.width = width;
        canvas.height = height;
      }
      gl.viewport(0, 0, width, height);
      gl.activeTexture(gl.TEXTURE0);
      gl.bindTexture(gl.TEXTURE_2D, texture);
      gl.pixelStorei(gl.UNPACK_FLIP_Y_WEBGL, false);
      if (frame.upload !== false || !uploaded) gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA, gl.RGBA, gl.UNSIGNED_BYTE, frame.source);
      uploaded = true;
      gl.disable(gl.STENCIL_TEST);
      gl.disable(gl.SCISSOR_TEST);
      drawQuad(base);
      const split = Math.max(0, Math.min(1, frame.split));
      if (!frame.mesh || frame.layers.length === 0 || split === 0) return;

      gl.enable(gl.SCISSOR_TEST);
      gl.scissor(0, 0, Math.round(width * split), height);
      gl.enable(gl.STENCIL_TEST);
      gl.stencilMask(0x01);
      for (const layer of frame.layers) {
        gl.clearStencil(0);
        gl.clear(gl.STENCIL_BUFFER_BIT);
        gl.colorMask(false, false, false, false);
        gl.stencilFunc(gl.ALWAYS, 0, 0x01);
        gl.stencilOp(gl.KEEP, gl.KEEP, gl.INVERT);
        fillStencil(regionPolygons(layer.region, frame.mesh), shown);
        gl.colorMask(true, true, true, true);
        gl.stencilFunc(gl.EQUAL, 1, 0x01);
        gl.stencilOp(gl.KEEP, gl.KEEP, gl.KEEP);
        gl.useProgram(makeup);
        gl.uniform3fv(locs.color, layer.color);
        gl.uniform1f(locs.opacity, layer.opacity);
        gl.uniform1i(locs.finish, FINISH_CODE[layer.finish]);
        gl.uniform1i(locs.kind, layer.region === 'face' ? 2 : layer.region === 'brows' ? 1 : 0);
        gl.uniform1f(locs.night, layer.night);
        gl.uniform1f(locs.time, frame.timeMs);
        drawQuad(makeup);
      }
      gl.disable(gl.STENCIL_TEST);
      gl.disable(gl.SCISSOR_TEST);
    },
    destroy() {
      // The canvas is reused by the next session, so free what this renderer made but keep the context.
      for (const p of [base, makeup, fan]) gl.deleteProgram(p);
      gl.deleteBuffer(quad);
      gl.deleteBuffer(fanBuffer);
      gl.deleteTexture(texture);
    },
  };
}
