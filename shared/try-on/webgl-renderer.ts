import { STRIDE } from './curve-geometry';
import { createBrowPass } from './brow-pass';
import { createFacePass } from './face-pass';
import { creaseShare, faceWidth, referencePoints, regionMesh } from './region-geometry';
import { compile, layerLocations, newTexture, quadLocations, type Kind, type QuadLocations } from './gl-programs';
import { BASE_FS, DEPTH_FS, FACE_MADE_FS, LAYER_FS, LAYER_VS, QUAD_VS, REFERENCE_FS } from './makeup-shaders';
import type { CanvasLayout } from './canvas-layout';
import type { Layer, Region } from './looks';

/**
 * Draws make-up with WebGL2 onto a camera frame or a photo, from the face
 * mesh. Each layer is a triangle mesh over its region whose edge rows fade to
 * alpha 0 (region-geometry.ts), blended by a shader per kind
 * (makeup-shaders.ts) that keeps the frame's own light and texture. A 4×1
 * pass first measures the skin, lips, lids and brow bone of this frame.
 * A brow pencil also draws hair strokes where the brows have gaps
 * (brow-pass.ts, brow-strokes.ts).
 * Foundation is shaded in the frame's pixels first (see FACE in the shaders).
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
  /** Not used by the make-up: every effect, shimmer included, depends on the mesh alone. */
  timeMs: number;
  /** false re-uses the frame uploaded last time (the camera has not moved on). */
  upload?: boolean;
}

export interface Renderer {
  draw(frame: RenderFrame): void;
  destroy(): void;
}

const FINISH_CODE = { matte: 0, satin: 1, shimmer: 2, gloss: 3 } as const;
const KIND_OF: Record<Region, Kind> = { lips: 'lips', 'eyeshadow-lid': 'eyes', 'eyeshadow-crease': 'eyes', brows: 'brows', face: 'face' };
/** Which vertex attribute carries each kind's edge alpha (region-geometry.ts). */
const ALPHA_PICK: Record<Kind, number[]> = { lips: [0, 0, 1, 0], brows: [0, 1, 0, 0], face: [1, 0, 0, 0], eyes: [0, 0, 0, 0] };

export function createRenderer(canvas: HTMLCanvasElement | OffscreenCanvas): Renderer | null {
  const context = canvas.getContext('webgl2', {
    antialias: false,
    depth: true,
    stencil: true,
    premultipliedAlpha: false,
    preserveDrawingBuffer: false,
  }) as WebGL2RenderingContext | null;
  if (!context) return null;
  const gl: WebGL2RenderingContext = context;
  const base = compile(gl, QUAD_VS, BASE_FS);
  const reference = compile(gl, QUAD_VS, REFERENCE_FS);
  const depthOnly = compile(gl, LAYER_VS, DEPTH_FS);
  const programs = Object.fromEntries(Object.entries(LAYER_FS).map(([kind, fs]) => [kind, compile(gl, LAYER_VS, fs)])) as Record<
    Kind,
    WebGLProgram
  >;

  const quad = gl.createBuffer();
  gl.bindBuffer(gl.ARRAY_BUFFER, quad);
  gl.bufferData(gl.ARRAY_BUFFER, new Float32Array([-1, -1, 1, -1, -1, 1, 1, 1]), gl.STATIC_DRAW);
  const vertexBuffer = gl.createBuffer();
  const indexBuffer = gl.createBuffer();
  const texture = newTexture(gl, gl.LINEAR);
  // What is already on the canvas, for a layer drawn over another on the same region (gloss over lipstick).
  const canvasCopy = newTexture(gl, gl.LINEAR);
  let canvasCopySize = '';
  const refTexture = newTexture(gl, gl.NEAREST);
  gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA, 4, 1, 0, gl.RGBA, gl.UNSIGNED_BYTE, null);
  const refTarget = gl.createFramebuffer();
  gl.bindFramebuffer(gl.FRAMEBUFFER, refTarget);
  gl.framebufferTexture2D(gl.FRAMEBUFFER, gl.COLOR_ATTACHMENT0, gl.TEXTURE_2D, refTexture, 0);
  gl.bindFramebuffer(gl.FRAMEBUFFER, null);
  let uploaded = false;

  // Looked up once: each get*Location is a synchronous round trip to the GPU process.
  const baseLocs = quadLocations(gl, base);
  const depthLocs = Object.fromEntries(['uOrigin', 'uSize', 'uFrame', 'uAlphaPick'].map((u) => [u, gl.getUniformLocation(depthOnly, u)]));
  const depthAttrs = { aPos: gl.getAttribLocation(depthOnly, 'aPos'), aAttr: gl.getAttribLocation(depthOnly, 'aAttr') };
  const refLocs = {
    ...quadLocations(gl, reference),
    uPts: gl.getUniformLocation(reference, 'uPts'),
    uStep: gl.getUniformLocation(reference, 'uStep'),
  };
  const layerLocs = layerLocations(gl, programs);

  function bindVertices(attrs: { aPos: number; aAttr: number }) {
    gl.enableVertexAttribArray(attrs.aPos);
    gl.vertexAttribPointer(attrs.aPos, 2, gl.FLOAT, false, STRIDE * 4, 0);
    gl.enableVertexAttribArray(attrs.aAttr);
    gl.vertexAttribPointer(attrs.aAttr, 4, gl.FLOAT, false, STRIDE * 4, 8);
  }

  function drawQuad(program: WebGLProgram, locs: QuadLocations, crop: number[]) {
    gl.useProgram(program);
    gl.uniform4fv(locs.uCrop, crop);
    gl.uniform1i(locs.uSrc, 0);
    gl.bindBuffer(gl.ARRAY_BUFFER, quad);
    gl.enableVertexAttribArray(locs.aPos);
    gl.vertexAttribPointer(locs.aPos, 2, gl.FLOAT, false, 0, 0);
    gl.drawArrays(gl.TRIANGLE_STRIP, 0, 4);
  }

  const faceMade = compile(gl, QUAD_VS, FACE_MADE_FS);
  const faceMadeLocs = quadLocations(gl, faceMade);
  const facePass = createFacePass(gl, faceMade, texture, (crop) => drawQuad(faceMade, faceMadeLocs, crop));
  const browPass = createBrowPass(gl);
  const hairYLoc = gl.getUniformLocation(programs.brows, 'uHairY');
  const browDepthLoc = gl.getUniformLocation(programs.brows, 'uBrowDepth');

  function measureReferences(mesh: Float32Array, frameW: number, frameH: number, fw: number) {
    gl.bindFramebuffer(gl.FRAMEBUFFER, refTarget);
    gl.viewport(0, 0, 4, 1);
    gl.useProgram(reference);
    const pts = new Float32Array(referencePoints(mesh).flatMap(([x, y]) => [x / frameW, y / frameH]));
    gl.uniform2fv(refLocs.uPts, pts);
    gl.uniform2f(refLocs.uStep, (fw * 0.012) / frameW, (fw * 0.012) / frameH);
    drawQuad(reference, refLocs, [0, 0, 1, 1]);
    gl.bindFramebuffer(gl.FRAMEBUFFER, null);
  }

  return {
    draw(frame) {
      const shown = frame.layout?.crop ?? { x: 0, y: 0, width: frame.width, height: frame.height };
      const width = frame.layout?.width ?? frame.width;
      const height = frame.layout?.height ?? frame.height;
      const crop = [shown.x / frame.width, shown.y / frame.height, shown.width / frame.width, shown.height / frame.height];
      if (canvas.width !== width || canvas.height !== height) {
        canvas.width = width;
        canvas.height = height;
      }
      gl.disable(gl.BLEND);
      gl.disable(gl.SCISSOR_TEST);
      gl.activeTexture(gl.TEXTURE0);
      gl.bindTexture(gl.TEXTURE_2D, texture);
      gl.pixelStorei(gl.UNPACK_FLIP_Y_WEBGL, false);
      if (frame.upload !== false || !uploaded) gl.texImage2D(gl.TEXTURE_2D, 0, gl.RGBA, gl.RGBA, gl.UNSIGNED_BYTE, frame.source);
      uploaded = true;
      gl.viewport(0, 0, width, height);
      drawQuad(base, baseLocs, crop);
      const split = Math.max(0, Math.min(1, frame.split));
      const mesh = frame.mesh;
      if (!mesh || frame.layers.length === 0 || split === 0) return;

      const fw = faceWidth(mesh);
      gl.activeTexture(gl.TEXTURE1);
      gl.bindTexture(gl.TEXTURE_2D, refTexture);
      gl.activeTexture(gl.TEXTURE0);
      measureReferences(mesh, frame.width, frame.height, fw);
      gl.viewport(0, 0, width, height);
      gl.enable(gl.SCISSOR_TEST);
      gl.scissor(0, 0, Math.round(width * split), height);
      gl.enable(gl.DEPTH_TEST);
      gl.enable(gl.STENCIL_TEST);
      gl.clearDepth(1);
      gl.clearStencil(0);
      gl.enable(gl.BLEND);
      gl.blendFuncSeparate(gl.SRC_ALPHA, gl.ONE_MINUS_SRC_ALPHA, gl.ZERO, gl.ONE);
      gl.bindBuffer(gl.ELEMENT_ARRAY_BUFFER, indexBuffer);
      const scale = width / shown.width;
      const drawn = new Set<Region>();
      const withCrease = frame.layers.some((l) => l.region === 'eyeshadow-crease');
      for (const layer of frame.layers) {
        const kind = KIND_OF[layer.region];
        const program = programs[kind];
        const locs = layerLocs[kind];
        const geometry = regionMesh(layer.region, mesh);
        // A second layer on the same region shades what the first made, not the bare frame.
        const fromCanvas = drawn.has(layer.region);
        drawn.add(layer.region);
        const madeMap = kind === 'face' ? facePass.make(layer, mesh, geometry.vertices, frame, shown, width, fw) : null;
        if (kind === 'face') {
          if (!madeMap) continue;
          gl.viewport(0, 0, width, height);
        }
        const browView =
          kind === 'brows'
            ? { mesh, source: frame.source, frameWidth: frame.width, frameHeight: frame.height, timeMs: frame.timeMs, fw }
            : null;
        // The brows' hair is measured on the frame (once per look or photo), before this layer draws over the canvas.
        const brow = browView ? browPass.prepare(layer, browView) : null;
        if (browView) {
          gl.viewport(0, 0, width, height);
          gl.activeTexture(gl.TEXTURE0);
        }
        gl.useProgram(program);
        if (brow) {
          gl.uniform1f(hairYLoc, brow.hairY);
          gl.uniform1f(browDepthLoc, brow.depth);
          gl.uniform1i(locs.uGaps, 3);
        }
        if (madeMap) {
          gl.uniform1i(locs.uMade, 2);
          gl.uniform4fv(locs.uMadeMap, madeMap);
        }
        if (fromCanvas) {
          gl.bindTexture(gl.TEXTURE_2D, canvasCopy);
          const size = `${width}x${height}`;
          if (canvasCopySize !== size) {
            gl.copyTexImage2D(gl.TEXTURE_2D, 0, gl.RGBA, 0, 0, width, height, 0);
            canvasCopySize = size;
          } else {
            gl.copyTexSubImage2D(gl.TEXTURE_2D, 0, 0, 0, 0, 0, width, height);
          }
          gl.uniform2f(locs.uStep, scale / width, scale / height);
        } else {
          gl.bindTexture(gl.TEXTURE_2D, texture);
          gl.uniform2f(locs.uStep, 1 / frame.width, 1 / frame.height);
        }
        gl.uniform1i(locs.uFromCanvas, fromCanvas ? 1 : 0);
        gl.uniform2f(locs.uCanvas, width, height);
        gl.uniform1i(locs.uSrc, 0);
        gl.uniform1i(locs.uRef, 1);
        gl.uniform3fv(locs.uColor, layer.color);
        gl.uniform1f(locs.uOpacity, layer.opacity);
        gl.uniform1i(locs.uFinish, FINISH_CODE[layer.finish]);
        gl.uniform1f(locs.uNight, layer.night);
        // A lid colour worn with a crease colour blends into it (makeup-shaders.ts, EYES).
        gl.uniform1i(locs.uZone, layer.region === 'eyeshadow-crease' ? 1 : layer.region === 'eyeshadow-lid' && withCrease ? 2 : 0);
        if (kind === 'eyes') gl.uniform1f(locs.uCrease, creaseShare(mesh));
        gl.uniform1f(locs.uFace, fw);
        gl.uniform2f(locs.uOrigin, shown.x, shown.y);
        gl.uniform2f(locs.uSize, shown.width, shown.height);
        gl.uniform2f(locs.uFrame, frame.width, frame.height);
        gl.bindBuffer(gl.ARRAY_BUFFER, vertexBuffer);
        gl.bufferData(gl.ARRAY_BUFFER, geometry.vertices, gl.STREAM_DRAW);
        gl.uniform4fv(locs.uAlphaPick, ALPHA_PICK[kind]);
        gl.bufferData(gl.ELEMENT_ARRAY_BUFFER, geometry.indices, gl.STREAM_DRAW);
        // Pass 1, depth only: each pixel keeps its strongest alpha. Pass 2: shade that fragment alone, once (stencil).
        gl.clear(gl.DEPTH_BUFFER_BIT | gl.STENCIL_BUFFER_BIT);
        gl.colorMask(false, false, false, false);
        gl.depthMask(true);
        gl.depthFunc(gl.LESS);
        gl.stencilFunc(gl.ALWAYS, 0, 0xff);
        gl.stencilOp(gl.KEEP, gl.KEEP, gl.KEEP);
        gl.useProgram(depthOnly);
        gl.uniform2f(depthLocs.uOrigin!, shown.x, shown.y);
        gl.uniform2f(depthLocs.uSize!, shown.width, shown.height);
        gl.uniform2f(depthLocs.uFrame!, frame.width, frame.height);
        gl.uniform4fv(depthLocs.uAlphaPick!, ALPHA_PICK[kind]);
        bindVertices(depthAttrs);
        gl.drawElements(gl.TRIANGLES, geometry.indices.length, gl.UNSIGNED_SHORT, 0);
        gl.useProgram(program);
        bindVertices(locs);
        gl.colorMask(true, true, true, true);
        gl.depthMask(false);
        gl.depthFunc(gl.LEQUAL);
        gl.stencilFunc(gl.EQUAL, 0, 0xff);
        gl.stencilOp(gl.KEEP, gl.KEEP, gl.INCR);
        gl.drawElements(gl.TRIANGLES, geometry.indices.length, gl.UNSIGNED_SHORT, 0);
        gl.disableVertexAttribArray(locs.aAttr);
        gl.disableVertexAttribArray(depthAttrs.aAttr);
        if (browView) {
          // Strokes sample the frame itself, as the brows' first layer does.
          gl.bindTexture(gl.TEXTURE_2D, texture);
          browPass.drawStrokes(layer, browView, { width, height, scale, shown }, vertexBuffer, indexBuffer);
        }
      }
      gl.bindTexture(gl.TEXTURE_2D, texture);
      gl.disable(gl.BLEND);
      gl.disable(gl.DEPTH_TEST);
      gl.disable(gl.STENCIL_TEST);
      gl.depthMask(true);
      gl.disable(gl.SCISSOR_TEST);
    },
    destroy() {
      // The canvas is reused by the next session, so free what this renderer made but keep the context.
      for (const p of [base, reference, depthOnly, ...Object.values(programs)]) gl.deleteProgram(p);
      facePass.destroy();
      browPass.destroy();
      for (const b of [quad, vertexBuffer, indexBuffer]) gl.deleteBuffer(b);
      for (const t of [texture, canvasCopy, refTexture]) gl.deleteTexture(t);
      gl.deleteFramebuffer(refTarget);
    },
  };
}
