import {
  browAspect,
  browDepth,
  hairCells,
  browGaps,
  browLines,
  CELLS_U,
  CELLS_V,
  densityCells,
  hairLight,
  placeStrokes,
  strokeMesh,
  type Stroke,
} from './brow-strokes';
import { STRIDE } from './curve-geometry';
import { compile, quadLocations } from './gl-programs';
import { BROW_DENSITY_FS, BROW_STROKES_FS, LAYER_VS, QUAD_VS } from './makeup-shaders';
import type { Layer } from './looks';

/** Live, the brows' hair is measured again at most this often (a tiny read back from the GPU), so strokes follow a face that turns. */
const REMEASURE_MS = 2000;

const STROKE_UNIFORMS = [
  'uSrc',
  'uRef',
  'uColor',
  'uOpacity',
  'uStep',
  'uFace',
  'uFromCanvas',
  'uCanvas',
  'uOrigin',
  'uSize',
  'uFrame',
  'uAlphaPick',
  'uHairY',
  'uBrowDepth',
] as const;

export interface BrowView {
  /** The frame's texture is bound on unit 0 and the reference colours on unit 1. */
  mesh: Float32Array;
  source: TexImageSource;
  frameWidth: number;
  frameHeight: number;
  timeMs: number;
  fw: number;
}

/** A brow pencil's measured brows and the strokes it draws on them (brow-strokes.ts). */
export interface BrowPass {
  /**
   * The brows' hair light (for uHairY) and depth (for uBrowDepth), measuring the brows first if this look or photo
   * has not been; their density is left bound on texture unit 3 (for uGaps).
   */
  prepare(layer: Layer, view: BrowView): { hairY: number; depth: number };
  /** Draws the strokes over the canvas (viewport, scissor and blending already set for the layers). */
  drawStrokes(
    layer: Layer,
    view: BrowView,
    canvas: { width: number; height: number; scale: number; shown: { x: number; y: number; width: number; height: number } },
    vertexBuffer: WebGLBuffer | null,
    indexBuffer: WebGLBuffer | null,
  ): void;
  destroy(): void;
}

export function createBrowPass(gl: WebGL2RenderingContext): BrowPass {
  const density = compile(gl, QUAD_VS, BROW_DENSITY_FS);
  const densityLocs = {
    ...quadLocations(gl, density),
    uRef: gl.getUniformLocation(density, 'uRef'),
    uStep: gl.getUniformLocation(density, 'uStep'),
    uCells: gl.getUniformLocation(density, 'uCells'),
    uTap: gl.getUniformLocation(density, 'uTap'),
    uFace: gl.getUniformLocation(density, 'uFace'),
  };
  const strokes = compile(gl, LAYER_VS, BROW_STROKES_FS);
  const strokeLocs = {
    aPos: gl.getAttribLocation(strokes, 'aPos'),
    aAttr: gl.getAttribLocation(strokes, 'aAttr'),
    ...(Object.fromEntries(STROKE_UNIFORMS.map((u) => [u, gl.getUniformLocation(strokes, u)])) as Record<
      (typeof STROKE_UNIFORMS)[number],
      WebGLUniformLocation | null
    >),
  };
  const quad = gl.createBuffer();
  gl.bindBuffer(gl.ARRAY_BUFFER, quad);
  gl.bufferData(gl.ARRAY_BUFFER, new Float32Array([-1, -1, 1, -1, -1, 1, 1, 1]), gl.STATIC_DRAW);
  const rows = 2 * CELLS_V;
  const target = gl.createTexture();
  gl.activeTexture(gl.TEXTURE3);
  gl.bindTexture(gl.TEXTURE_2D, target);
  gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA, CELLS_U, rows, 0, gl.RGBA, gl.UNSIGNED_BYTE, null);
  // Read back texel by texel, and sampled smoothly by the brows' layer for its wash (uGaps).
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.LINEAR);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_MAG_FILTER, gl.LINEAR);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_S, gl.CLAMP_TO_EDGE);
  gl.texParameteri(gl.TEXTURE_2D, gl.TEXTURE_WRAP_T, gl.CLAMP_TO_EDGE);
  gl.activeTexture(gl.TEXTURE0);
  const fbo = gl.createFramebuffer();
  gl.bindFramebuffer(gl.FRAMEBUFFER, fbo);
  gl.framebufferTexture2D(gl.FRAMEBUFFER, gl.COLOR_ATTACHMENT0, gl.TEXTURE_2D, target, 0);
  gl.bindFramebuffer(gl.FRAMEBUFFER, null);
  const pixels = new Uint8Array(CELLS_U * rows * 4);

  let measured: {
    layer: Layer;
    source: TexImageSource;
    timeMs: number;
    fw: number;
    strokes: Stroke[][];
    hairY: number;
    depth: number;
  } | null = null;

  /** The density pass, read back: the gaps, their strokes and the hairs' light, for this look on this frame. */
  function measure(layer: Layer, view: BrowView) {
    const lines = browLines(view.mesh);
    const cells = densityCells(lines);
    const scissor = gl.isEnabled(gl.SCISSOR_TEST);
    gl.bindFramebuffer(gl.FRAMEBUFFER, fbo);
    gl.viewport(0, 0, CELLS_U, rows);
    for (const cap of [gl.SCISSOR_TEST, gl.DEPTH_TEST, gl.STENCIL_TEST, gl.BLEND]) gl.disable(cap);
    gl.useProgram(density);
    gl.uniform1i(densityLocs.uSrc, 0);
    gl.uniform1i(densityLocs.uRef, 1);
    gl.uniform2f(densityLocs.uStep, 1 / view.frameWidth, 1 / view.frameHeight);
    gl.uniform2fv(densityLocs.uCells, cells.centres);
    gl.uniform1f(densityLocs.uFace, view.fw);
    // Taps a third of a cell apart (the smaller side), so 3×3 of them sample the cell.
    gl.uniform1fv(
      densityLocs.uTap,
      cells.size.map(([along, across]) => Math.max(0.5, Math.min(along, across) / 3)),
    );
    gl.uniform4fv(densityLocs.uCrop, [0, 0, 1, 1]);
    gl.bindBuffer(gl.ARRAY_BUFFER, quad);
    gl.enableVertexAttribArray(densityLocs.aPos);
    gl.vertexAttribPointer(densityLocs.aPos, 2, gl.FLOAT, false, 0, 0);
    gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4);
    gl.readPixels(0, 0, CELLS_U, rows, gl.RGBA, gl.UNSIGNED_BYTE, pixels);
    gl.bindFramebuffer(gl.FRAMEBUFFER, null);
    if (scissor) gl.enable(gl.SCISSOR_TEST);
    gl.enable(gl.DEPTH_TEST);
    gl.enable(gl.STENCIL_TEST);
    gl.enable(gl.BLEND);
    const perBrow = CELLS_U * CELLS_V;
    const cellsOf = (brow: number, channel: number) =>
      Array.from({ length: perBrow }, (_, k) => pixels[(brow * perBrow + k) * 4 + channel]! / 255);
    const placed = lines.map((brow, b) => placeStrokes(browGaps(cellsOf(b, 0)), browAspect(brow), b));
    const hairY = hairLight(
      [0, 1].flatMap((b) => hairCells(cellsOf(b, 1).map((g) => g * 2))),
      [0, 1].flatMap((b) => hairCells(cellsOf(b, 2))),
    );
    const depth = browDepth([0, 1].flatMap((b) => cellsOf(b, 0)));
    measured = { layer, source: view.source, timeMs: view.timeMs, fw: view.fw, strokes: placed, hairY, depth };
  }

  return {
    prepare(layer, view) {
      const m = measured;
      const stale =
        !m ||
        m.layer !== layer ||
        Math.abs(view.fw / m.fw - 1) > 0.3 ||
        (m.source !== view.source && Math.abs(view.timeMs - m.timeMs) > REMEASURE_MS);
      if (stale) measure(layer, view);
      gl.activeTexture(gl.TEXTURE3);
      gl.bindTexture(gl.TEXTURE_2D, target);
      gl.activeTexture(gl.TEXTURE0);
      return { hairY: measured!.hairY, depth: measured!.depth };
    },
    drawStrokes(layer, view, canvas, vertexBuffer, indexBuffer) {
      const placed = measured?.strokes;
      if (!placed || placed.every((s) => s.length === 0)) return;
      // A pencil line about a quarter of a percent of the face wide, never under a canvas pixel, fading over the
      // next half canvas pixel to each side.
      const halfWidth = Math.max(view.fw * 0.0022, 0.5 / canvas.scale);
      const geometry = strokeMesh(browLines(view.mesh), placed, halfWidth, 0.5 / canvas.scale);
      gl.disable(gl.DEPTH_TEST);
      gl.disable(gl.STENCIL_TEST);
      gl.useProgram(strokes);
      gl.uniform1i(strokeLocs.uSrc, 0);
      gl.uniform1i(strokeLocs.uRef, 1);
      gl.uniform3fv(strokeLocs.uColor, layer.color);
      gl.uniform1f(strokeLocs.uOpacity, layer.opacity);
      gl.uniform2f(strokeLocs.uStep, 1 / view.frameWidth, 1 / view.frameHeight);
      gl.uniform1f(strokeLocs.uFace, view.fw);
      gl.uniform1i(strokeLocs.uFromCanvas, 0);
      gl.uniform2f(strokeLocs.uCanvas, canvas.width, canvas.height);
      gl.uniform2f(strokeLocs.uOrigin, canvas.shown.x, canvas.shown.y);
      gl.uniform2f(strokeLocs.uSize, canvas.shown.width, canvas.shown.height);
      gl.uniform2f(strokeLocs.uFrame, view.frameWidth, view.frameHeight);
      gl.uniform4fv(strokeLocs.uAlphaPick, [0, 0, 0, 0]);
      gl.uniform1f(strokeLocs.uHairY, measured!.hairY);
      gl.uniform1f(strokeLocs.uBrowDepth, measured!.depth);
      gl.bindBuffer(gl.ARRAY_BUFFER, vertexBuffer);
      gl.bufferData(gl.ARRAY_BUFFER, geometry.vertices, gl.STREAM_DRAW);
      gl.bindBuffer(gl.ELEMENT_ARRAY_BUFFER, indexBuffer);
      gl.bufferData(gl.ELEMENT_ARRAY_BUFFER, geometry.indices, gl.STREAM_DRAW);
      gl.enableVertexAttribArray(strokeLocs.aPos);
      gl.vertexAttribPointer(strokeLocs.aPos, 2, gl.FLOAT, false, STRIDE * 4, 0);
      gl.enableVertexAttribArray(strokeLocs.aAttr);
      gl.vertexAttribPointer(strokeLocs.aAttr, 4, gl.FLOAT, false, STRIDE * 4, 8);
      gl.drawElements(gl.TRIANGLES, geometry.indices.length, gl.UNSIGNED_SHORT, 0);
      gl.disableVertexAttribArray(strokeLocs.aAttr);
      gl.enable(gl.DEPTH_TEST);
      gl.enable(gl.STENCIL_TEST);
    },
    destroy() {
      gl.deleteProgram(density);
      gl.deleteProgram(strokes);
      gl.deleteBuffer(quad);
      gl.deleteTexture(target);
      gl.deleteFramebuffer(fbo);
    },
  };
}
