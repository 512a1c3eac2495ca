/**
 * Human's settings for the try-on: one face, its 468-point mesh, the iris stage where the set has an iris model,
 * and nothing else (no emotion, body, hands…). Shared by the tracker and by the test that holds the published
 * models to Human's own (test-harness/server/quantized-models.test.ts), so both detect the same way.
 */
export function humanFaceConfig(models: { blazeface: string; facemesh: string; iris?: string }) {
  return {
    debug: false,
    warmup: 'none' as const,
    filter: { enabled: false },
    face: {
      enabled: true,
      // Rotation on: a head tilted past about 11° (Human's own threshold; a shopper tilting the phone or the head) is
      // turned upright before the mesh model, which is trained on upright faces. Without it the mesh slid a few pixels
      // off the brows and lids of a tilted face, and the make-up with it. An upright face costs nothing more.
      detector: { modelPath: models.blazeface, rotation: true, maxDetected: 1, return: false },
      mesh: { enabled: true, modelPath: models.facemesh },
      iris: { enabled: !!models.iris, ...(models.iris ? { modelPath: models.iris } : {}) },
      attention: { enabled: false },
      description: { enabled: false },
      emotion: { enabled: false },
      antispoof: { enabled: false },
      liveness: { enabled: false },
    },
    body: { enabled: false },
    hand: { enabled: false },
    object: { enabled: false },
    gesture: { enabled: false },
    segmentation: { enabled: false },
  };
}
