/**
 * The face mesh's points that outline each make-up region (MediaPipe's
 * numbering, which Human shares). region-geometry.ts builds the meshes.
 */
export const LIPS_OUTER = [61, 146, 91, 181, 84, 17, 314, 405, 321, 375, 291, 409, 270, 269, 267, 0, 37, 39, 40, 185];
/** The mouth opening, point for point against LIPS_OUTER (61 ↔ 78 and 291 ↔ 308 are the corners). */
export const LIPS_INNER = [78, 95, 88, 178, 87, 14, 317, 402, 318, 324, 308, 415, 310, 311, 312, 13, 82, 81, 80, 191];
/** The points between the two lip lines. */
export const LIPS_MIDDLE = [
  76, 77, 90, 180, 85, 16, 315, 404, 320, 307, 306, 184, 74, 73, 72, 11, 302, 303, 304, 408, 62, 96, 89, 179, 86, 15, 316, 403, 319, 325,
  292, 183, 42, 41, 38, 12, 268, 271, 272, 407,
];
export const LEFT_EYE = [33, 7, 163, 144, 145, 153, 154, 155, 133, 173, 157, 158, 159, 160, 161, 246];
export const RIGHT_EYE = [263, 249, 390, 373, 374, 380, 381, 382, 362, 398, 384, 385, 386, 387, 388, 466];
/** Upper lash lines, inner corner → outer corner. */
export const LEFT_UPPER_LID = [133, 173, 157, 158, 159, 160, 161, 246, 33];
export const RIGHT_UPPER_LID = [362, 398, 384, 385, 386, 387, 388, 466, 263];
/** Brow lines, head → tail. */
export const LEFT_BROW_UPPER = [107, 66, 105, 63, 70];
export const LEFT_BROW_LOWER = [55, 65, 52, 53, 46];
export const RIGHT_BROW_UPPER = [336, 296, 334, 293, 300];
export const RIGHT_BROW_LOWER = [285, 295, 282, 283, 276];
/** The rims of the nostrils. */
export const NOSTRILS = [79, 20, 60, 75, 238, 241, 242, 309, 250, 290, 305, 458, 461, 462];
export const FACE_OVAL = [
  10, 338, 297, 332, 284, 251, 389, 356, 454, 323, 361, 288, 397, 365, 379, 378, 400, 377, 152, 148, 176, 149, 150, 136, 172, 58, 132, 93,
  234, 127, 162, 21, 54, 103, 67, 109,
];

export const LANDMARKS = { LIPS_OUTER, LIPS_INNER, FACE_OVAL, LEFT_EYE, RIGHT_EYE };
