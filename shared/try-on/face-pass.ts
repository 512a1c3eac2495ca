import { STRIDE } from './curve-geometry';
import { browOutlines } from './face-geometry';
import type { Layer } from './looks';
import type { RenderFrame } from './webgl-renderer';

const UNIFORMS = ['uRef', 'uColor', 'uOpacity', 'uNight', 'uStep', 'uFace', 'uFromCanvas', 'uBrows', 'uBrowBox'] as const;

/** Foundation's first pass (FACE_MADE_FS): the face shaded in the frame's own pixels, into a texture the face layer samples. */
export interface FacePass {
  make(
    layer: Layer,
    mesh: Float32Array,
    vertices: Float32Array,
    frame: RenderFrame,
    shown: { x: number; y: number; width: number; height: number },
    canvasWidth: number,
    fw: number,
  ): number[] | null;
  destroy(): void;
}

/** `program` is FACE_MADE_FS on the quad; `drawQuad` draws it over the given crop of the frame (bound on unit 0), with locations looked up once. */
export function createFacePass(
  gl: WebGL2RenderingContext,
  program: WebGLProgram,
  frameTexture: WebGLTexture,
  drawQuad: (crop: number[]) => void,
): FacePass {
  const locs = Object.fromEntries(UNIFORMS.map((u) => [u, gl.getUniformLocation(program, u)])) as Record<
    (typeof UNIFORMS)[number],
    WebGLUniformLocation | null
  >;
  // Grows (never shrinks) with the face's box.
  const madeTexture = gl.createTexture()!;
  gl.bindTexture(gl.TEXTURE_2D, madeTexture);
  for (const [k, v] of [
    [gl.TEXTURE_MIN_FILTER, gl.LINEAR],
    [gl.TEXTURE_MAG_FILTER, gl.LINEAR],
    [gl.TEXTURE_WRAP_S, gl.CLAMP_TO_EDGE],
    [gl.TEXTURE_WRAP_T, gl.CLAMP_TO_EDGE],
  ] as const)
    gl.texParameteri(gl.TEXTURE_2D, k, v);
  const madeTarget = gl.createFramebuffer();
  let madeSize = { width: 0, height: 0 };

  /**
   * Shades the foundation over the face's box (the region's vertices, frame pixels) at no more than the canvas's
   * resolution, into madeTexture. Returns the frame uv → texture uv map, or null when the face is out of view.
   */
  function make(
    layer: Layer,
    mesh: Float32Array,
    vertices: Float32Array,
    frame: RenderFrame,
    shown: { x: number; y: number; width: number; height: number },
    canvasWidth: number,
    fw: number,
  ): number[] | null {
    let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
    for (let i = 0; i < vertices.length; i += STRIDE) {
      x0 = Math.min(x0, vertices[i]!);
      x1 = Math.max(x1, vertices[i]!);
      y0 = Math.min(y0, vertices[i + 1]!);
      y1 = Math.max(y1, vertices[i + 1]!);
    }
    x0 = Math.max(Math.floor(x0) - 2, Math.floor(shown.x), 0);
    y0 = Math.max(Math.floor(y0) - 2, Math.floor(shown.y), 0);
    x1 = Math.min(Math.ceil(x1) + 2, Math.ceil(shown.x + shown.width), frame.width);
    y1 = Math.min(Math.ceil(y1) + 2, Math.ceil(shown.y + shown.height), frame.height);
    if (x1 - x0 < 1 || y1 - y0 < 1) return null;
    const scale = Math.min(1, canvasWidth / shown.width);
    const w = Math.max(1, Math.ceil((x1 - x0) * scale));
    const h = Math.max(1, Math.ceil((y1 - y0) * scale));
    gl.activeTexture(gl.TEXTURE2);
    gl.bindTexture(gl.TEXTURE_2D, madeTexture);
    if (w > madeSize.width || h > madeSize.height) {
      // A little room to grow, so a face moving closer does not reallocate every frame.
      madeSize = {
        width: Math.max(madeSize.width, Math.ceil((w * 1.25) / 32) * 32),
        height: Math.max(madeSize.height, Math.ceil((h * 1.25) / 32) * 32),
      };
      gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA, madeSize.width, madeSize.height, 0, gl.RGBA, gl.UNSIGNED_BYTE, null);
      gl.bindFramebuffer(gl.FRAMEBUFFER, madeTarget);
      gl.framebufferTexture2D(gl.FRAMEBUFFER, gl.COLOR_ATTACHMENT0, gl.TEXTURE_2D, madeTexture, 0);
    }
    gl.activeTexture(gl.TEXTURE0);
    gl.bindTexture(gl.TEXTURE_2D, frameTexture);
    gl.bindFramebuffer(gl.FRAMEBUFFER, madeTarget);
    gl.viewport(0, 0, w, h);
    gl.disable(gl.SCISSOR_TEST);
    gl.disable(gl.DEPTH_TEST);
    gl.disable(gl.STENCIL_TEST);
    gl.disable(gl.BLEND);
    gl.useProgram(program);
    gl.uniform1i(locs.uRef, 1);
    gl.uniform3fv(locs.uColor, layer.color);
    gl.uniform1f(locs.uOpacity, layer.opacity);
    gl.uniform1f(locs.uNight, layer.night);
    gl.uniform2f(locs.uStep, 1 / frame.width, 1 / frame.height);
    gl.uniform1f(locs.uFace, fw);
    gl.uniform1i(locs.uFromCanvas, 0);
    const brows = browOutlines(mesh);
    // Each brow's box, grown by the feather: the outline test runs only inside them.
    const reach = fw * 0.022 + 1;
    const boxes = new Float32Array(8);
    for (let b = 0; b < 2; b++) {
      const box = [Infinity, Infinity, -Infinity, -Infinity];
      for (let i = b * 20; i < b * 20 + 20; i += 2) {
        box[0] = Math.min(box[0]!, brows[i]!);
        box[1] = Math.min(box[1]!, brows[i + 1]!);
        box[2] = Math.max(box[2]!, brows[i]!);
        box[3] = Math.max(box[3]!, brows[i + 1]!);
      }
      boxes.set([box[0]! - reach, box[1]! - reach, box[2]! + reach, box[3]! + reach], b * 4);
    }
    gl.uniform2fv(locs.uBrows, brows);
    gl.uniform4fv(locs.uBrowBox, boxes);
    drawQuad([x0 / frame.width, y0 / frame.height, (x1 - x0) / frame.width, (y1 - y0) / frame.height]);
    gl.bindFramebuffer(gl.FRAMEBUFFER, null);
    gl.enable(gl.SCISSOR_TEST);
    gl.enable(gl.DEPTH_TEST);
    gl.enable(gl.STENCIL_TEST);
    gl.enable(gl.BLEND);
    // The quad's top row (frame y0) is the target's last row: v runs up the texture as y runs down the frame.
    const [u, v] = [w / madeSize.width, h / madeSize.height];
    return [(frame.width / (x1 - x0)) * u, (-frame.height / (y1 - y0)) * v, (-x0 / (x1 - x0)) * u, (1 + y0 / (y1 - y0)) * v];
  }

  return {
    make,
    destroy() {
      gl.deleteProgram(program);
      gl.deleteTexture(madeTexture);
      gl.deleteFramebuffer(madeTarget);
    },
  };
}
