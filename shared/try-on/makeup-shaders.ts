import { CELLS_U, CELLS_V, FULL } from './brow-strokes';
import { HEAD_CAP_U } from './region-geometry';

/**
 * GLSL for the make-up layers. Every layer works in luma/chroma: a colour is
 * its luma Y plus a chroma vector (rgb − Y), so the shade's hue and saturation
 * can replace the skin's while the pixel keeps its own light and texture
 * (its luma relative to a reference or to its smoothed neighbourhood).
 */

export const QUAD_VS = `#version 300 es
uniform vec4 uCrop;   // x, y, width, height of the shown part, in texture units
in vec2 aPos;
out vec2 vUv;
void main() { vUv = uCrop.xy + vec2(aPos.x * 0.5 + 0.5, 0.5 - aPos.y * 0.5) * uCrop.zw; gl_Position = vec4(aPos, 0.0, 1.0); }`;

export const BASE_FS = `#version 300 es
precision highp float;
uniform sampler2D uSrc;
in vec2 vUv;
out vec4 outColor;
void main() { outColor = vec4(texture(uSrc, vUv).rgb, 1.0); }`;

/**
 * Reference colours into a 4×1 target, one texel each: face skin, lips, lid
 * skin, brow-bone skin. Each is 8 points × 9 taps, averaged twice: the second
 * time weighted toward the first mean, so a fringe or a shadow on one patch
 * does not drag the reference.
 */
export const REFERENCE_FS = `#version 300 es
precision highp float;
uniform sampler2D uSrc;
uniform vec2 uPts[32];  // texture units
uniform vec2 uStep;     // tap spacing, texture units
out vec4 outColor;
void main() {
  int r = int(gl_FragCoord.x);
  vec3 taps[72];
  vec3 sum = vec3(0.0);
  for (int p = 0; p < 8; p++) {
    for (int k = 0; k < 9; k++) {
      vec2 o = vec2(float(k % 3) - 1.0, float(k / 3) - 1.0) * uStep;
      vec3 c = texture(uSrc, uPts[r * 8 + p] + o).rgb;
      taps[p * 9 + k] = c;
      sum += c;
    }
  }
  vec3 mean = sum / 72.0;
  vec3 wsum = vec3(0.0);
  float wtotal = 0.0;
  for (int i = 0; i < 72; i++) {
    float w = exp(-pow(length(taps[i] - mean) / 0.08, 2.0));
    wsum += taps[i] * w;
    wtotal += w;
  }
  outColor = vec4(wtotal > 0.01 ? wsum / wtotal : mean, 1.0);
}`;

export const LAYER_VS = `#version 300 es
uniform vec2 uOrigin;  // the shown part's top-left, frame pixels
uniform vec2 uSize;    // the shown part's size, frame pixels
uniform vec2 uFrame;   // the frame's size
uniform vec4 uAlphaPick; // which attribute is the edge alpha (none for eyeshadow)
in vec2 aPos;
in vec4 aAttr;
out vec2 vUv;
out vec4 vAttr;
void main() {
  vec2 p = (aPos - uOrigin) / uSize;
  // Depth is 1 − alpha: a depth-only pass first keeps the strongest alpha per pixel, then only that one is shaded.
  float alpha = dot(aAttr, uAlphaPick) + (1.0 - dot(uAlphaPick, vec4(1.0)));
  gl_Position = vec4(p.x * 2.0 - 1.0, 1.0 - p.y * 2.0, 1.0 - 2.0 * alpha * 0.999, 1.0);
  vUv = aPos / uFrame;
  vAttr = aAttr;
}`;

/** The depth-only pass (the strongest alpha per pixel) runs none of the shading. */
export const DEPTH_FS = `#version 300 es
precision mediump float;
out vec4 outColor;
void main() { outColor = vec4(0.0); }`;

const PRELUDE = `#version 300 es
precision highp float;
uniform sampler2D uSrc;
uniform sampler2D uRef;
uniform vec3 uColor;
uniform float uOpacity;
uniform int uFinish;     // 0 matte, 1 satin, 2 shimmer, 3 gloss
uniform float uNight;
uniform int uZone;       // eyeshadow: 0 lid, 1 crease
uniform vec2 uStep;      // texture units per frame pixel
uniform float uFace;     // face width, frame pixels
uniform bool uFromCanvas;
uniform vec2 uCanvas;
in vec2 vUv;
in vec4 vAttr;
out vec4 outColor;
const vec3 LUMA = vec3(0.299, 0.587, 0.114);
float luma(vec3 c) { return dot(c, LUMA); }
vec2 uvHere() { return uFromCanvas ? gl_FragCoord.xy / uCanvas : vUv; }
vec3 under(vec2 offsetPx) { return texture(uSrc, uvHere() + offsetPx * uStep).rgb; }
vec3 ref(int i) { return texelFetch(uRef, ivec2(i, 0), 0).rgb; }
/** The neighbourhood's colour without fine detail: 4 bilinear taps on a rotated square (each already averages 4 texels). */
vec3 smoothed(float r) {
  vec2 a = vec2(0.8, 0.35) * r;
  vec2 b = vec2(-0.35, 0.8) * r;
  return (under(a) + under(-a) + under(b) + under(-b)) * 0.25;
}
/** y + chroma, with the chroma shortened (never the luma moved) until it fits in gamut: the hue survives clipping. */
vec3 compose(float y, vec3 chroma) {
  y = clamp(y, 0.0, 1.0);
  float s = 1.0;
  for (int i = 0; i < 3; i++) {
    if (chroma[i] > 1e-4) s = min(s, (1.0 - y) / chroma[i]);
    if (chroma[i] < -1e-4) s = min(s, -y / chroma[i]);
  }
  return vec3(y) + chroma * max(s, 0.0);
}
/** Chroma per unit of luma: hue and saturation, independent of light. */
vec3 tint(vec3 c) { return (c - luma(c)) / max(luma(c), 0.03); }
/** HSV hue in degrees (0 for a grey). */
float hueDeg(vec3 c) {
  float hi = max(c.r, max(c.g, c.b));
  float d = hi - min(c.r, min(c.g, c.b));
  if (d < 1e-4) return 0.0;
  float h = hi == c.r ? mod((c.g - c.b) / d, 6.0) : hi == c.g ? (c.b - c.r) / d + 2.0 : (c.r - c.g) / d + 4.0;
  return h * 60.0;
}
/**
 * The light-medium skin a shade's swatch colour is shown on (its tint: chroma per unit of light). On that skin a
 * make-up shows its swatch's colour; on another it shows what pigment multiplied into that skin shows (onSkin).
 */
const vec3 SWATCH_SKIN = vec3(0.14, -0.04, -0.15);
/** That skin's light (luma): what a shade's light is held against on skin as light or darker. */
const float SWATCH_Y = 0.62;
/** How deep skin of light y is: 0 from the swatch's skin up, 1 at and below a light of 0.3. */
float deepness(float y) { return 1.0 - smoothstep(0.3, SWATCH_Y, y); }
/**
 * A pigment's chroma per unit of light where it lies on what has tint under (skin, or a hair). Pigment is multiplied
 * into what it covers, and multiplying colours adds their tints (to first order, (1 + a)(1 + b) is about 1 + a + b):
 * on skin warmer or more saturated than the swatch's skin the shade reads warmer and richer by as much, never greyer
 * than the skin, and it keeps the skin's patches of colour. Then turned toShade of the way to the shade's own hue, so
 * it reads as the shade. The shade's tint alone, laid at the skin's light, read ash-grey on warm deep skin (a taupe
 * or blonde pencil has less colour than that skin) and as one flat colour wherever it lay.
 */
vec3 onSkin(vec3 under, float toShade) {
  vec3 shade = tint(uColor);
  vec3 mixed = shade + under - SWATCH_SKIN;
  float sat = length(mixed);
  if (length(shade) < 0.02 || sat < 1e-3) return mixed;
  return normalize(mix(normalize(mixed), normalize(shade), toShade) + 1e-4) * sat;
}
float hash(vec2 p) { p = fract(p * vec2(443.897, 441.423)); p += dot(p, p.yx + 19.19); return fract((p.x + p.y) * p.x); }
/**
 * 1 for a pixel that looks like the reference skin, 0 (exactly) for hair, frames or shadow far from it; ramp is how
 * gradually darker pixels drop out, and a tint further than tintFrom…tintTo from the skin's drops out too.
 */
float skinLikeWithin(vec3 c, vec3 skin, float darkest, float ramp, float tintFrom, float tintTo) {
  float ratio = luma(c) / max(luma(skin), 0.03);
  vec3 d = tint(c) - tint(skin);
  return smoothstep(darkest, darkest + ramp, ratio) * (1.0 - smoothstep(1.6, 2.0, ratio)) * (1.0 - smoothstep(tintFrom, tintTo, length(d)));
}
float skinLike(vec3 c, vec3 skin, float darkest, float ramp) { return skinLikeWithin(c, skin, darkest, ramp, 0.16, 0.3); }
/**
 * The skin the brows lie on: the brow bone's reference, unless that is not skin at all (a glasses rim along the
 * brow bone darkens it far below the face's skin), then the face's.
 */
vec3 browSkin() { return mix(ref(0), ref(3), skinLike(ref(3), ref(0), 0.6, 0.15)); }
`;

const LIPS = `
// The lips' own light (1 on average) and texture, the shade's hue and saturation.
void main() {
  vec3 c = under(vec2(0.0));
  float y = luma(c);
  vec3 lipRef = ref(1);
  float refY = max(luma(lipRef), 0.03);
  vec3 mean = smoothed(uFace * 0.03);
  float meanY = luma(mean);
  float low = meanY / refY;          // shading: upper lip in shadow, lower lip lit
  float detail = y - meanY;          // lines and grain
  float sY = luma(uColor);
  bool gloss = uFinish == 3;
  // Matte powders the shine down; the others keep the lips' lighting as it is.
  // A swatch's colour is what the lips show in their average light; shine flattened for matte.
  float lit = 1.0 + (low - 1.0) * (uFinish == 0 ? 0.5 : 0.75);
  if (uFinish == 0) lit = min(lit, 1.0 + (lit - 1.0) * 0.4);
  float k = mix(sY / refY, 1.0, 0.5);
  // Matte has no shine: the lips' own glints (bright detail) are powdered down to well under their share of the
  // shade's light; their lines (dark detail) stay.
  if (uFinish == 0 && detail > 0.0) {
    k = 0.35 * sY / refY;
    detail *= 0.5;
  }
  // The photo's own light: a swatch is how the shade looks on average lips in good light. Darker lips (deeper skin,
  // a dim room) show it deeper, so the colour sits in the picture instead of glowing.
  float exposure = clamp(sqrt(refY / 0.55), 0.6, 1.05);
  float madeY = sY * lit * exposure + detail * k;
  // What shows through a sheer shade: the lips as they are, but never a matte's powdered-down glints.
  float y2 = mix(meanY + detail, madeY, uOpacity * (gloss ? 0.7 : 1.0));
  float satLip = length(tint(c));
  float satShade = length(tint(uColor));
  float sat = mix(satLip, satShade, uOpacity);
  // Sheer finishes never wash the lips out: at least the lips' own saturation, in the shade's hue.
  if (gloss || uFinish == 2) sat = max(sat, satLip * 1.2);
  vec3 hue = tint(uColor);
  hue = length(hue) > 1e-3 ? normalize(hue) : normalize(tint(c) + 1e-4);
  vec3 chroma = hue * sat * y2;
  float light = y / refY;
  if (uFinish == 1) {
    // Satin: a soft sheen on the lit parts of the lips.
    y2 += 0.09 * smoothstep(1.0, 1.45, low);
  } else if (uFinish == 2) {
    // Shimmer: fine pearls fixed to the lips (lip-local cells, not time), brighter where the lips are lit.
    vec2 cell = vAttr.xy * 170.0;
    float h = hash(floor(cell));
    vec2 centre = 0.5 + (vec2(hash(floor(cell) + 17.0), hash(floor(cell) + 31.0)) - 0.5) * 0.6;
    float pearl = step(0.78, h) * (1.0 - smoothstep(0.15, 0.4, length(fract(cell) - centre))) * (0.5 + 2.0 * (h - 0.78));
    y2 += 0.05 * smoothstep(0.9, 1.4, low) + pearl * vAttr.z * (0.05 + 0.16 * smoothstep(0.8, 1.3, light));
    chroma *= 1.0 - 0.15 * pearl;
  } else if (gloss) {
    // Gloss: wet depth, and highlights only where the lips already catch the light.
    y2 += detail * 0.25;
    float spec = smoothstep(1.05, 1.4, light) * smoothstep(0.0, 0.04, detail);
    y2 += 0.05 * smoothstep(1.0, 1.4, low) + 0.25 * spec;
    chroma *= 1.0 - 0.35 * spec;
  }
  // Past the mesh's mouth line, and fading in toward it: only pixels that look like the lips. Teeth, gums in shadow
  // and the dark of the mouth differ from the lips in hue (lips are redder), saturation or light, while a lip's own
  // lines and highlights keep its hue.
  float ratio = y / refY;
  float satRatio = length(tint(c)) / max(length(tint(lipRef)), 0.02);
  // Toward yellow is positive: teeth, gums in shadow and skin lie that way from the lips; a lip's highlight lies
  // the other way (pinker), so it is never taken for a tooth.
  float yellower = mod(hueDeg(c) - hueDeg(lipRef) + 180.0, 360.0) - 180.0;
  float lipsHaveColour = smoothstep(0.03, 0.06, length(tint(lipRef)));
  float lipLike = smoothstep(0.5, 0.65, ratio) * (1.0 - smoothstep(1.3, 1.5, ratio)) * mix(1.0, smoothstep(0.45, 0.65, satRatio), lipsHaveColour) * (1.0 - smoothstep(7.0, 13.0, yellower)) * (1.0 - smoothstep(30.0, 45.0, -yellower));
  // Teeth anywhere in the strip (a wide smile puts them inside the mesh's mouth line), lit or in the mouth's
  // shadow: not dark, and yellower than the lips, or colourless beside lips that have colour.
  // Toward the mouth only: at the outer lip line this colour test would fray the edge, and no tooth is there.
  float teeth = smoothstep(0.55, 0.75, ratio) * max(smoothstep(6.0, 12.0, yellower) * (1.0 - smoothstep(0.9, 1.2, satRatio)), (1.0 - smoothstep(0.2, 0.35, satRatio)) * lipsHaveColour);
  float inward = clamp(vAttr.w, 0.0, 1.0);
  teeth *= smoothstep(0.0, 0.25, inward);
  // Bright, colourless teeth, anywhere in the strip: no lip is that bright and pale, but for its glints, which are
  // pinker, or small with lip all round them (their neighbourhood keeps the lips' colour).
  float paleAround = 1.0 - smoothstep(0.55, 0.8, length(tint(mean)) / max(length(tint(lipRef)), 0.02));
  teeth = max(teeth, smoothstep(1.1, 1.3, ratio) * (1.0 - smoothstep(0.4, 0.65, satRatio)) * (1.0 - smoothstep(3.0, 8.0, -yellower)) * mix(paleAround, 1.0, smoothstep(0.0, 0.25, inward)));
  // Past the outer lip line, and just inside it (the mesh's line overshoots a thin upper lip by a pixel or two): lip,
  // not skin. Where a pixel's tint lies on the way from the skin's to the lips' (a light blur first: one pixel's noise
  // must not fray the edge). Lips barely apart from the skin leave it to the fade.
  vec3 near = smoothed(max(uFace * 0.006, 0.7));
  vec3 toLip = tint(lipRef) - tint(ref(0));
  float apart = length(toLip);
  float along = dot(tint(near) - tint(ref(0)), toLip) / max(apart * apart, 1e-4);
  float lipness = mix(1.0, smoothstep(0.4, 0.85, along), smoothstep(0.03, 0.07, apart));
  float rim = 1.0 - smoothstep(-0.1, 0.3, vAttr.w);
  float gate = mix(1.0, lipLike, inward) * (1.0 - teeth) * mix(1.0, lipness, rim);
  outColor = vec4(compose(y2, chroma), vAttr.z * gate);
}`;

const EYES = `
uniform float uCrease;   // where the crease lies, as a share of the lid space (creaseShare in region-geometry.ts)
// uZone: 0 a lid colour alone, 1 a crease colour, 2 a lid colour worn under a crease colour (a duet).
// A lid colour alone: dense from the lash line up to the crease, fading just above it, and outward. In a duet the two
// are blended as a make-up artist blends them, an ombré from the lid colour at the lash line to the crease colour at
// the crease: the lid colour thins over the upper lid while the crease colour deepens toward the crease, so no line
// or band of either shows where they meet (a crease colour laid above a lid colour stopped at the crease read as a
// stripe of plum across the lid). Together they cover the lid as densely as the lid colour alone.
float coverage(float u, float v, float vPx) {
  // Rising from the lash line itself (nearly half the colour right on it, as powder pressed to the lash roots) to full
  // strength a couple of pixels up: a soft start that never leaves a bare gap above the lashes. On a hooded eye the
  // lid shows only a few pixels: the rise takes at most a seventh of the lid space, or it would take much of what shows.
  float lidPx = v > 1e-4 ? vPx / v : 1e6;
  float lash = smoothstep(-uFace * 0.01, min(uFace * 0.018, lidPx * 0.15), vPx);
  // Into the inner corner, fading only over its last twentieth: the lid colour covers the whole lid.
  float inner = smoothstep(-0.03, 0.06, u);
  float outerEnd = 1.0 - smoothstep(0.84, 1.08, u);
  if (uZone == 0) return lash * inner * (1.0 - smoothstep(uCrease - 0.1, uCrease + 0.2, v)) * outerEnd;
  // Under a crease colour: full over the lower part of the lid, thinning from there up to a little past the crease.
  if (uZone == 2) return lash * inner * (1.0 - 0.85 * smoothstep(uCrease * 0.35, uCrease + 0.12, v)) * (1.0 - smoothstep(uCrease + 0.05, uCrease + 0.25, v)) * outerEnd;
  // The crease colour deepest on the crease line itself and diffused from it, with no plateau anywhere: down across
  // the upper lid, under the thinning lid colour, and a long way up toward the brow bone, further at the outer end,
  // where it sweeps up toward the brow's tail. Along the eye it builds from nothing at the inner third to full over
  // the outer half.
  float outward = smoothstep(0.2, 0.95, u);
  float d = v - uCrease - 0.06;
  float across = exp(-pow(d / (d < 0.0 ? 0.1 + 0.45 * uCrease : 0.26 + 0.12 * outward), 2.0)) * (1.0 - smoothstep(0.7, 0.98, v));
  float band = across * smoothstep(0.1, 0.45, u) * mix(0.65, 1.0, outward) * (1.0 - smoothstep(0.94, 1.12, u));
  // The outer V: the crease colour pressed into the outer corner, from the lash line up into the crease, fading up and in.
  float outerV = lash * smoothstep(0.6, 0.9, u) * (1.0 - smoothstep(0.94, 1.1, u)) * (1.0 - smoothstep(0.35, 0.65, v));
  return max(band, outerV * 0.9);
}
void main() {
  vec3 c = under(vec2(0.0));
  float y = luma(c);
  vec3 lid = ref(2);
  float refY = max(luma(lid), 0.03);
  // Lashes, liner and glasses frames are far darker or another colour than the lid: leave them. The lid's own
  // shadows (the fold of a hooded or older eye, the lid by the lash roots) are only somewhat darker: they take the
  // colour in full from half the lid's light. And their tint may stray further from the lid's middle than skin
  // elsewhere may from the face's: the skin round the eyes is often darker and of another hue (on deep skin most of
  // all), and held to the face's tolerance the lid by the lash roots was left bare.
  float keep = skinLikeWithin(c, lid, 0.3, 0.22, 0.28, 0.45);
  float light = clamp(y / refY, 0.4, 1.6);
  // The lid keeps its own light: a deep shade darkens it, a pale one lifts it only a little (a powder on skin
  // never turns it white). How much is the shade's light over the skin's, but never over skin darker than the
  // swatch's: pigment is multiplied into the skin, so on deeper skin (or in a dimmer photo) a shade darkens or lifts
  // it as it does the swatch's skin. Held to the deep lid's own light, a pale shimmer lifted it by three quarters,
  // a flat pastel band (a rose gold read lilac-pink, a copper one even orange).
  float sY = luma(uColor);
  float k = sY / max(refY, SWATCH_Y);
  // But a shimmer's pearls reflect light of their own: one lighter than the lid lifts it still, a third as far (in
  // the exponent) as it would a matte's pigment on the lid's own light; as far as it is pale against the swatch's
  // skin, which it lifts too. A copper, a little darker than that skin, lifts a deep lid by little more than its
  // sheen: lifted to a light of its own (by a fifth), it read as a bright orange band, not copper.
  float pale = smoothstep(SWATCH_Y - 0.2, SWATCH_Y + 0.05, sY);
  if (uFinish == 2 && sY > refY) k = max(k, pow(sY / refY, 0.3 / 0.45 * pale));
  float y2 = y * pow(k, k > 1.0 ? 0.45 : 0.9);
  float deep = deepness(refY);
  // Multiplied into the skin the tints add (onSkin), but only to first order: on a deep lid, itself strongly tinted,
  // the sum outran both, and a copper read as a bright orange band. There it is held to a little over the richer of
  // the shade and the lid, and turned all the way to the shade's own hue (the deep lid's warm tint, added in, turned
  // a plum crease toward red).
  vec3 chroma = onSkin(tint(c), mix(0.6, 1.0, deep));
  float richest = 1.15 * max(length(tint(uColor)), length(tint(c)));
  chroma *= mix(1.0, min(1.0, richest / max(length(chroma), 1e-4)), deep) * y2;
  if (uFinish == 2) {
    // Shimmer: a pearly lift plus fine sparkle pinned to the lid.
    vec2 cell = vAttr.zw / max(uFace * 0.006, 0.4);
    vec2 centre = 0.5 + (vec2(hash(floor(cell) + 17.0), hash(floor(cell) + 31.0)) - 0.5) * 0.6;
    float pearl = step(0.82, hash(floor(cell))) * (1.0 - smoothstep(0.15, 0.4, length(fract(cell) - centre)));
    // Brighter where the lid catches the light, by a share of the lid's own light: the same sheen and sparkle added
    // to a deep lid lifted it by a sixth, evenly, a flat bright band with white specks.
    float sheen = clamp(refY / SWATCH_Y, 0.35, 1.0);
    y2 += (0.03 * clamp(light, 0.6, 1.4) + pearl * 0.12 * light) * sheen;
    chroma *= 1.0 - 0.25 * pearl;
  }
  // A pressed powder builds up denser than its swatch opacity suggests: the merchant's 0.6 reads as a clear lid colour.
  float a = min(1.0, uOpacity * 1.45) * coverage(vAttr.x, vAttr.y, vAttr.w) * keep;
  // A shade deeper than a deep lid and of another hue is packed on denser: sheer, its colour is no stronger than the
  // lid's own warm tint showing through it, and the two blended read as neither (a plum crease read rose-mauve). A
  // shade of the lid's own hue (an espresso) blends true as it is.
  float away = 1.0 - dot(normalize(tint(uColor) + 1e-4), normalize(tint(lid) + 1e-4));
  a = 1.0 - pow(1.0 - a, 1.0 + 3.0 * deep * smoothstep(0.0, 0.3, 1.0 - sY / refY) * smoothstep(0.1, 0.4, away));
  outColor = vec4(compose(y2, chroma), a);
}`;

/**
 * What a brow pencil leaves alone: a pixel far darker than the brow's own hairs (uHairY, their light over the brow
 * bone's, measured once per look by BROW_DENSITY_FS) is a glasses frame or a shadow, not hair; one far brighter than
 * the brighter of the face's skin and the brow bone's (ratio: the pixel's light over that) is a lens's glare. Held
 * to the brows' own skin, which a glasses rim or a lens's tint on the brow bone darkens, the lit forehead at the
 * brows' heads read as glare and took no pencil. The dark test takes the darkest light within a frame pixel round the pixel: a frame's
 * anti-aliased rim (part frame, part skin, so only somewhat dark) goes with the frame, whatever the frame's width or
 * the view's zoom. 1 to draw, 0 to leave.
 *
 * And how hard the pencil goes on: a make-up artist deepens a brow a step or two past what it is, not from blonde to
 * black at a stroke. The pencil's darkening of the skin (1 − its light over the skin's) is held to the brow's own
 * depth (uBrowDepth: how much darker than the skin the brow reads, hair density times contrast) plus a margin, so a
 * near-black pencil on light, sparse brows goes on with a light hand, and on a full, dark brow in full.
 */
const BROW_GATE = `
uniform float uHairY;
uniform float uBrowDepth;
uniform sampler2D uGaps;  // the brows' hair density, brow-strokes.ts's cells (BROW_DENSITY_FS)
/**
 * gateY is the light the dark test holds pixels and hairs to (as BROW_DENSITY_FS does): the brighter of the face's
 * skin and the brow bone's. A rim lying along the brow bone darkens that reference, and a darker reference made the
 * frame read as light as a hair.
 *
 * But darkness is judged against the skin around the pixel (aroundY: the brightest of the ring of taps a brow's
 * width across, RING), where that is darker than gateY: a brow's tail in shade (under a fringe, on deep skin) is
 * dark only because its skin is, and against the face's lit skin it read as a frame and was left bare. A frame is
 * far darker than the skin beside it wherever it lies, and is left all the same. Never under 0.6 of gateY: nothing
 * is held to a reference darker than that, as where the taps all land on a frame's corner.
 */
float browGate(float ratio, float darkestY, float gateY, float aroundY) {
  float here = clamp(aroundY, 0.6 * gateY, gateY);
  return smoothstep(0.45, 0.65, darkestY / here / uHairY) * (1.0 - smoothstep(1.35, 1.7, ratio));
}
/** A ring of 8 directions, for taps a radius away round a pixel. */
const vec2 RING[8] = vec2[8](vec2(1.0, 0.0), vec2(-1.0, 0.0), vec2(0.0, 1.0), vec2(0.0, -1.0), vec2(0.7, 0.7), vec2(-0.7, 0.7), vec2(0.7, -0.7), vec2(-0.7, -0.7));
/** x: the brows' skin light (browSkin: the face's where a glasses rim lies on the brow bone); y: the dark test's (above). */
vec2 browLights() {
  vec3 face = ref(0);
  vec3 bone = ref(3);
  return vec2(max(luma(mix(face, bone, skinLike(bone, face, 0.6, 0.15))), 0.03), max(max(luma(face), luma(bone)), 0.03));
}
/**
 * The pencil's own light on this skin: the swatch in the photo's light (a dim room or deep skin shows it deeper), and
 * never lighter than three quarters of the skin's, as a brow always reads deeper than the skin it grows on (on deep
 * skin a taupe matched to the photo's light came out the skin's own light and vanished).
 */
float pencilY(float skinY) { return min(luma(uColor) * clamp(skinY / 0.62, 0.45, 1.0), 0.75 * skinY); }
/** The share of the pencil's strength it goes on with here (above), for the pencil's light y on skin of light skinY. */
float lightHand(float skinY, float y) { return min(1.0, (uBrowDepth + 0.45) / max(1.0 - y / skinY, 1e-3)); }
/**
 * The pencil's chroma per unit of light (onSkin, most of the way to the shade's own hue), turned on deeper skin toward
 * the skin's own warm hue by as much as the pencil goes on deeper than its swatch (y, its light here): a blonde's
 * yellow laid far deeper than the swatch read olive-khaki on deep skin, where the pigment in that skin reads a warm
 * golden brown. On the swatch's skin, or for a pencil as deep as its swatch, the shade's hue as before.
 */
vec3 pencilTint(vec3 under, float skinY, float y) {
  vec3 t = onSkin(under, 0.85);
  vec3 skin = tint(browSkin());
  float deeper = deepness(skinY) * clamp(1.0 - y / max(luma(uColor), 0.03), 0.0, 1.0);
  if (length(skin) < 0.02) return t;
  return normalize(mix(normalize(t + 1e-4), normalize(skin), 0.35 * deeper) + 1e-4) * length(t);
}
`;

const BROWS = `${BROW_GATE}
/** How much of a pixel is hair, from its light over the brow bone's: the darker, the more. */
float hairOf(float ratio) { return 1.0 - smoothstep(0.62, 0.99, ratio); }
void main() {
  vec3 c = under(vec2(0.0));
  float y = luma(c);
  vec2 lights = browLights();
  float skinY = lights.x;
  // The pixel and its four neighbours a frame pixel away, as light over the skin's.
  float r0 = y / skinY;
  float rx = luma(under(vec2(1.0, 0.0))) / skinY;
  float rX = luma(under(vec2(-1.0, 0.0))) / skinY;
  float ry = luma(under(vec2(0.0, 1.0))) / skinY;
  float rY = luma(under(vec2(0.0, -1.0))) / skinY;
  // A soft ramp from skin to hair, taken over a pixel's width: a strand's rim is part hair, so no strand ends in a
  // one-pixel step, and a strand a pixel or two wide still takes its full colour.
  float hair = min(1.0, 1.35 * (2.0 * hairOf(r0) + hairOf(rx) + hairOf(rX) + hairOf(ry) + hairOf(rY)) / 6.0);
  // How much hair is around: a pencil fills the gaps between strands where the brow grows, not the bare skin the
  // mesh's outline happens to take in. The film there is sheer, so the skin keeps its grain and the hairs stay darkest.
  // The same taps give the skin's light round the pixel, for the dark test (browGate).
  float r = uFace * 0.022;
  float around = 0.0;
  float aroundY = 0.0;
  for (int k = 0; k < 8; k++) {
    float l = luma(under(RING[k] * r));
    around += hairOf(l / skinY) / 8.0;
    aroundY = max(aroundY, l);
  }
  // Where the brow has gaps (measured once per look: uGaps), the pencil also leaves a sheer wash under its strokes, as
  // a pencil's pigment does once blended; where the brow is full, none.
  float s = clamp(vAttr.x * ${CELLS_U}.0, 0.5, ${CELLS_U}.0 - 0.5) / ${CELLS_U}.0;
  float t = (vAttr.w * ${CELLS_V}.0 + clamp(vAttr.z * ${CELLS_V}.0, 0.5, ${CELLS_V}.0 - 0.5)) / ${2 * CELLS_V}.0;
  float gap = clamp((${FULL} - texture(uGaps, vec2(s, t)).r) / ${FULL}, 0.0, 1.0);
  // The film and the wash build up from the far end of the head's cap (HEAD_CAP_U, region-geometry.ts), past the head,
  // to full strength a few hundredths into the brow.
  // They reach as far past the lower line as the strip does (region-geometry.ts: the mesh's line sits above the
  // brow's lowest row by a pixel or so); past it, a hair takes the pencil only where it is clearly hair, well darker
  // than the skin: the shade under the brow bone is not.
  float film = smoothstep(${HEAD_CAP_U.toFixed(2)}, 0.06, vAttr.x);
  float past = 1.0 - smoothstep(-0.1, 0.0, vAttr.z);
  // A part-hair pixel takes the pencil on its hair and the film on its skin together, not the larger of the two: a
  // brow's lower rows on deep skin, lighter hairs among the skin, were left at half strength.
  float sheer = max(0.65 * film * smoothstep(0.0, 0.4, around), 0.35 * film * gap);
  // Within the brow's lines a part-hair pixel is taken as more hair: on deep skin a dark hair reads only a little
  // darker than its skin, and the lowest row, which the strokes do not reach, changed by less than the eye sees.
  hair = mix(hair, min(1.0, 2.5 * hair), 1.0 - past);
  float density = 1.0 - (1.0 - hair * (1.0 - past * smoothstep(0.85, 0.97, r0))) * (1.0 - sheer);
  // The pixel's own light and strands, relative to what it is: a hair's to a typical brow hair (a little darker than
  // the skin), the skin's between hairs to the skin. So a hair takes the shade in its own light, and the pencil's
  // film on the skin between hairs shows the shade as its swatch does (measured against a hair, skin read 1.6 times
  // as light, and a light pencil's film there all but vanished).
  float light = clamp(y / (skinY * mix(1.0, 0.62, hair)), 0.5, 1.45);
  float pencil = pencilY(skinY);
  // A pencil only adds pigment: it never lifts a hair lighter than it was, and deepens it a step (a light pencil
  // matched to the skin's light lifted the dark hairs of a brow on deep skin, and the brow came out ashier and paler).
  // The step is one of light as the eye sees it (luma here is gamma-encoded, near-perceptual), so the same on dark
  // hairs as on light ones: a share of the light would all but vanish on the dark hairs of deep skin.
  float y2 = min(pencil * light, y - hair * min(0.09, 0.35 * y));
  vec3 chroma = pencilTint(tint(c), skinY, y2) * y2;
  // Lighter at the head, as a brow is drawn: strokes at the head, density from the arch to the tail.
  float head = smoothstep(0.0, 0.25, vAttr.x);
  // But a light pencil on deep skin (its light within a third or so of the skin's) is pressed on harder, a third more
  // past the head, and not drawn lighter at the head: the same step of pigment changes deep skin far less to the eye,
  // and there the head's skin, and the body's lower rows, changed by less than the eye sees (ΔE00 under 3). A dark
  // pencil shows on deep skin as it is, and at full strength its head bled past the brow's.
  float pressed = deepness(skinY) * (1.0 - smoothstep(0.35, 0.6, 1.0 - pencil / skinY));
  float darkest = min(r0, min(min(rx, rX), min(ry, rY))) * skinY;
  float a = uOpacity * 1.4 * vAttr.y * density * mix(mix(0.7, 1.0, pressed), 1.0 + 0.3 * pressed, head) * lightHand(skinY, pencil) * browGate(r0 * skinY / lights.y, darkest, lights.y, aroundY);
  outColor = vec4(compose(y2, chroma), clamp(a, 0.0, 1.0));
}`;

/**
 * A brow pencil's hair strokes (brow-strokes.ts), drawn over the tinted brow where it had gaps: the shade in the
 * photo's light, as on the hairs, solid along the stroke's middle and fading over its last canvas pixel to each side,
 * full at the root and fine at the tip. Attributes: across (−1 … 1), along (0 … 1), strength, the solid share of the
 * half-width. Glasses frames and glare under a stroke are left as they are (browGate).
 */
const BROW_STROKES = `${BROW_GATE}
void main() {
  vec2 lights = browLights();
  float skinY = lights.x;
  float r0 = luma(under(vec2(0.0))) / skinY;
  float darkest = min(r0 * skinY, min(min(luma(under(vec2(1.0, 0.0))), luma(under(vec2(-1.0, 0.0)))), min(luma(under(vec2(0.0, 1.0))), luma(under(vec2(0.0, -1.0))))));
  // The skin's light round the stroke's pixel, as the brows' layer takes it.
  float aroundY = 0.0;
  for (int k = 0; k < 8; k++) aroundY = max(aroundY, luma(under(RING[k] * uFace * 0.022)));
  // A little lighter than on the hairs: a stroke on skin is one pencil line, not a hair under pigment. Never lighter
  // than what it crosses (a hair stays as dark as it was).
  float pencil = pencilY(skinY);
  // In the light of the skin it crosses (its grain, its shading), as pigment is: a stroke of one flat light read chalky.
  float y2 = min(pencil * mix(0.95, 0.8, vAttr.z) * clamp(r0, 0.7, 1.3), r0 * skinY);
  float across = smoothstep(0.0, 1.0 - vAttr.w * 0.5, 1.0 - abs(vAttr.x));
  float along = smoothstep(0.0, 0.12, vAttr.y) * (1.0 - 0.85 * smoothstep(0.5, 1.0, vAttr.y));
  float a = min(1.0, uOpacity * 1.2) * vAttr.z * across * along * lightHand(skinY, pencil) * browGate(r0 * skinY / lights.y, darkest, lights.y, aroundY);
  outColor = vec4(compose(y2, pencilTint(tint(under(vec2(0.0))), skinY, y2) * y2), clamp(a, 0.0, 1.0));
}`;

/**
 * Hair density over the brows, once per look or photo: one texel per cell of brow-strokes.ts's grid (CELLS_U along,
 * CELLS_V across, the left brow's rows first), each the mean of 9 taps over the cell of how far each is hair rather
 * than brow-bone skin (as hairAt), and the mean light of its hair taps over the skin's (for uHairY).
 * R: density 0–1. G: the hair taps' light over the brighter of face and brow-bone skin, / 2. B: the share of taps
 * that are hair.
 *
 * A glasses frame across a brow is not hair, however dark: taken for hair, it made the brows' hair light read as the
 * frame's, and the pencil then took the frame for a hair. A frame is told from hair by its shape, not its light: it is
 * a dark line that runs on (as dark two hair-lengths away either way along it) with lighter skin or lens close on both
 * sides across it. A hair is far shorter; a full brow is dark across as well as along.
 */
export const BROW_DENSITY_FS = `#version 300 es
precision highp float;
uniform sampler2D uSrc;
uniform sampler2D uRef;
uniform vec2 uStep;       // texture units per frame pixel
uniform float uFace;      // face width, frame pixels
uniform vec2 uCells[${2 * CELLS_U * CELLS_V}]; // cell centres, frame pixels
uniform float uTap[2];    // each brow's tap spacing, frame pixels
out vec4 outColor;
const vec3 LUMA = vec3(0.299, 0.587, 0.114);
float lumaAt(vec2 p) { return dot(texture(uSrc, p * uStep).rgb, LUMA); }
/** The darkest light a reach away from p, toward dir or up to 22.5° either side of it (a frame's rim curves at its corners). */
float darkestToward(vec2 p, vec2 dir, float reach) {
  vec2 n = vec2(-dir.y, dir.x);
  return min(lumaAt(p + dir * reach), min(lumaAt(p + (dir * 0.924 + n * 0.383) * reach), lumaAt(p + (dir * 0.924 - n * 0.383) * reach)));
}
/** 1 where the point lies on a thin dark line longer than any hair (a frame), 0 elsewhere; y is its light. */
float onFrame(vec2 p, float y) {
  float reach = uFace * 0.06;
  float side = uFace * 0.035;
  float dark = max(y, 0.02);
  float frame = 0.0;
  for (int k = 0; k < 4; k++) {
    float angle = float(k) * 0.78539816;
    vec2 d = vec2(cos(angle), sin(angle));
    vec2 n = vec2(-d.y, d.x);
    float along = max(darkestToward(p, d, reach), darkestToward(p, -d, reach));
    float across = min(lumaAt(p + n * side), lumaAt(p - n * side));
    frame = max(frame, (1.0 - smoothstep(1.25, 1.6, along / dark)) * smoothstep(1.4, 1.9, across / dark));
  }
  return frame;
}
void main() {
  int i = int(gl_FragCoord.x);
  int row = int(gl_FragCoord.y);
  int brow = row / ${CELLS_V};
  vec2 centre = uCells[row * ${CELLS_U} + i];
  // The brow bone's light, or the face's where a glasses rim on the brow bone made that far darker (browSkin).
  float boneY = dot(texelFetch(uRef, ivec2(3, 0), 0).rgb, LUMA);
  float faceY = dot(texelFetch(uRef, ivec2(0, 0), 0).rgb, LUMA);
  float skinY = max(mix(faceY, boneY, smoothstep(0.6, 0.75, boneY / max(faceY, 0.03))), 0.03);
  // The hairs' light is over the brighter of the two, as the pencil's dark test holds pixels to (gateY).
  float gateY = max(max(faceY, boneY), 0.03);
  float density = 0.0;
  float hairLight = 0.0;
  float hairTaps = 0.0;
  for (int k = 0; k < 9; k++) {
    vec2 p = centre + vec2(float(k % 3) - 1.0, float(k / 3) - 1.0) * uTap[brow];
    float y = lumaAt(p);
    float ratio = y / skinY;
    float hair = 1.0 - smoothstep(0.62, 0.99, ratio);
    // Only what may be hair is tested for a frame (most taps are skin).
    if (hair > 0.0) hair *= 1.0 - onFrame(p, y);
    density += hair;
    if (hair > 0.5) {
      hairLight += y / gateY;
      hairTaps += 1.0;
    }
  }
  outColor = vec4(density / 9.0, hairTaps > 0.0 ? hairLight / hairTaps / 2.0 : 0.0, hairTaps / 9.0, 1.0);
}`;

/**
 * Foundation, made once per frame in the frame's own pixels over the face's box (FACE_MADE_FS, run on a quad into
 * a texture), then laid on the canvas through the face mesh's feathered alpha (FACE_LAYER_FS). The canvas shows the
 * frame upscaled (framing zooms onto a face), so the costly shading runs on up to ten times fewer pixels; kept
 * premultiplied, so the upscale blends a skin texel with a hair texel by how much of each is skin.
 */
const FACE = `
uniform vec2 uBrows[20];   // each brow's outline, frame pixels (browOutlines in region-geometry.ts)
uniform vec4 uBrowBox[2];  // each brow's box grown by the feather: elsewhere nothing is cut
/** 0 inside either brow, rising to 1 a feather outside its outline. */
float browCut(vec2 p, float feather) {
  float cut = 1.0;
  for (int b = 0; b < 2; b++) {
    vec4 box = uBrowBox[b];
    if (p.x < box.x || p.y < box.y || p.x > box.z || p.y > box.w) continue;
    float d = 1e6;
    bool inside = false;
    for (int i = 0; i < 10; i++) {
      vec2 a = uBrows[b * 10 + i];
      vec2 e = uBrows[b * 10 + (i + 1) % 10] - a;
      d = min(d, length(p - a - e * clamp(dot(p - a, e) / max(dot(e, e), 1e-6), 0.0, 1.0)));
      if ((a.y > p.y) != (a.y + e.y > p.y) && p.x < a.x + (p.y - a.y) * e.x / e.y) inside = !inside;
    }
    cut = min(cut, inside ? 0.0 : smoothstep(0.0, feather, d));
  }
  return cut;
}
// Foundation: even the skin toward its smoothed self, then the shade's hue at the skin's own light.
void main() {
  vec3 c = under(vec2(0.0));
  vec3 skin = ref(0);
  float refY = max(luma(skin), 0.03);
  vec3 mean = smoothed(uFace * 0.028);
  // Hair, brows the mesh missed, glasses and beard: not skin, no foundation. Within the brows' lines, no pixel a
  // little darker than the skin: the hairs keep their own colour (a dark shade smoothed them pale), while the skin
  // between and around them takes the shade (left bare, it showed as a pale stripe under any deep shade).
  float inBrow = 1.0 - browCut(vUv / uStep, uFace * 0.022);
  float keep = skinLike(c, skin, 0.42, 0.2) * skinLike(mean, skin, 0.42, 0.2) * mix(1.0, smoothstep(0.74, 0.88, luma(c) / refY), inBrow);
  float cover = uOpacity;
  // Blotches are local departures from the smoothed skin; shading (nose, cheekbones) lives in the smoothed skin and stays.
  // Not within the brows: there the smoothed skin holds the hairs' dark, and a hair's rim evened toward it came out
  // as a pale halo round every hair under a deep shade; each pixel keeps its own light relative to the skin.
  vec3 even = mix(c, mean, 0.75 * cover * (1.0 - inBrow));
  float y = luma(even);
  float sY = luma(uColor);
  float y2 = y * clamp(pow(sY / refY, 0.6 * cover), 0.6, 1.15);
  vec3 t = tint(even);
  vec3 tSkin = tint(skin);
  // Redness and patchiness drift toward the face's average tint, then toward the shade's.
  t = mix(t, tSkin, 0.5 * cover);
  t = mix(t, tint(uColor), cover);
  // Never ashy: at least the skin's own saturation, and no more than the shade's.
  float sat = clamp(length(t), length(tSkin), max(length(tSkin), length(tint(uColor))) * 1.05);
  t = normalize(t + 1e-4) * sat;
  vec3 chroma = t * y2;
  if (uNight > 0.0) {
    // Night: warmer, with a glow on the face's high points.
    float high = smoothstep(1.0, 1.3, luma(mean) / refY);
    y2 += uNight * (0.02 + 0.07 * high);
    chroma += uNight * vec3(0.035, 0.0, -0.05) * y2;
  }
  outColor = vec4(compose(y2, chroma) * keep, keep);
}`;

const FACE_LAYER = `#version 300 es
precision highp float;
uniform sampler2D uMade;
uniform vec4 uMadeMap;  // frame uv → made texture uv: scale (xy), offset (zw)
in vec2 vUv;
in vec4 vAttr;
out vec4 outColor;
void main() {
  vec4 made = texture(uMade, vUv * uMadeMap.xy + uMadeMap.zw);
  // The mesh's last few percent of fade cut off: a deep shade's faint tail reached into the eyes' corners.
  outColor = vec4(made.rgb / max(made.a, 1e-3), made.a * clamp((vAttr.x - 0.04) / 0.96, 0.0, 1.0));
}`;

export const LAYER_FS = { lips: PRELUDE + LIPS, eyes: PRELUDE + EYES, brows: PRELUDE + BROWS, face: FACE_LAYER };
/** Run with LAYER_VS over strokeMesh's triangles, after the brows' own layer. */
export const BROW_STROKES_FS = PRELUDE + BROW_STROKES;
/** Run with QUAD_VS into the made-face texture (see FACE). */
export const FACE_MADE_FS = PRELUDE + FACE;
