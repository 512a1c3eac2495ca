import { AnalyticsEvents } from '../../api/analytics/analytics-events';
import type { Product, Variant } from '../../catalog/product-types';
import { HttpError, NetworkError } from '../../http';
import { newId } from '../../ids';
import {
  failedResult,
  nearestShade,
  isSkinToneResponse,
  resultFor,
  type ShadeMessageKey,
  type SkinToneResult,
} from '../../shade/skin-tone-result';
import { encodeShadeResults, type ShadeAnswers } from '../../shade/shade-results-params';
import { CameraError } from '../../try-on/camera';
import { cameraMessage } from '../../try-on/plugin-states';
import type { MessageKey } from '../../i18n';
import { defineSlice } from '../define-slice';

/** event_source of the skin-tone call: where the photo came from. */
export const ShadeEventSource = { tryOnCamera: 1, tryOnPhoto: 2, finderCamera: 3, finderPhoto: 4 } as const;
export type ShadeEventSource = (typeof ShadeEventSource)[keyof typeof ShadeEventSource];

/** The shade finder's camera preview and photo are portrait, like a selfie: 3 wide by 4 high. */
export const SHADE_CAMERA_ASPECT = 3 / 4;

export type ShadeFinderStep = 'intro' | 'skin' | 'undertone' | 'concerns' | 'coverage' | 'photo' | 'camera' | 'analysing' | 'review';
export const QUESTION_STEPS = ['skin', 'undertone', 'concerns', 'coverage'] as const;

export interface ShadeFinderState {
  step: ShadeFinderStep;
  answers: ShadeAnswers;
  /** The last analysis when it needs the shopper (a warning or a failure). */
  result: SkinToneResult | null;
  cameraError: MessageKey | null;
  howToUseOpen: boolean;
}

export interface ShadeSlice extends ShadeFinderState {
  /**
   * Spec 1 §5, §7: prepares the photo in the worker (≤ 500 000 bytes), asks the
   * skin-tone service, and gives {skinTone, warning, eventId}. Never throws.
   */
  findSkinTone(photo: Blob, source: ShadeEventSource): Promise<SkinToneResult>;
  /** The product's variant nearest the tone, or null (no tone, or no variant has a skintone). */
  suggestedVariant(product: Product, result: SkinToneResult): Variant | null;
  start(): void;
  answer(answer: Partial<ShadeAnswers>): void;
  next(): void;
  previous(): void;
  toggleHowToUse(): void;
  /**
   * The camera's steps; the widget holds its stream and preview (widgets/shade-finder/shade-camera.ts). The shopper
   * asked for the camera: its step shows while the browser asks.
   */
  openingCamera(): void;
  /** The camera did not open: back to the photo step with the reason in the shopper's words, reported. */
  cameraFailed(error: unknown): void;
  /** The camera opened: true while the shopper still waits for it (else the widget stops it). */
  cameraOpened(): boolean;
  /** The preview plays (shade_finder_camera_turned_on). */
  cameraShown(): void;
  skipCamera(): void;
  /** The camera gave no frame to analyse: the review says so, reported. */
  captureFailed(): void;
  /** Analyses a photo; a good result (or one the shopper accepts) goes to the results page. */
  analysePhoto(photo: Blob, source: ShadeEventSource): Promise<void>;
  acceptResult(): void;
  /** The results page showed its recommendation (shade_finder_recommendation). */
  recordRecommendation(product: Product, variant: Variant, tone: number): void;
  retakePhoto(): void;
}

/** The worker's ImageError (it crosses the boundary by name, its code the message) as the shopper reads it. */
const PHOTO_ERRORS: Record<string, ShadeMessageKey> = {
  unsupportedType: 'shade.errors.notAPhoto',
  unreadable: 'shade.errors.unreadablePhoto',
  tooLarge: 'shade.errors.photoTooLarge',
  tooManyPixels: 'shade.errors.photoTooManyPixels',
};
function photoErrorKey(error: unknown): ShadeMessageKey | null {
  return (error as Error | null)?.name === 'ImageError' ? (PHOTO_ERRORS[(error as Error).message] ?? null) : null;
}

const EMPTY: ShadeAnswers = { skin: null, undertone: null, concerns: [], coverage: null };
const ORDER: ShadeFinderStep[] = ['intro', ...QUESTION_STEPS, 'photo'];

export const shadeSlice = defineSlice<ShadeSlice>()({
  key: 'shadeFinder',
  create: ({ deps, get, set }) => {
    const patch = set;
    /** The photo being analysed: going back (or another photo) while it is makes its late result nobody's. */
    let analysis = 0;
    const goToResults = (tone: number) => {
      const { answers } = get().shadeFinder;
      deps.navigate(`/pages/shade-finder-results/${encodeShadeResults({ ...answers, tone })}`);
    };
    const answerEvents = {
      skin: AnalyticsEvents.skinImageChoice,
      undertone: AnalyticsEvents.skinUndertoneChoice,
      concerns: AnalyticsEvents.skinConcernChoice,
      coverage: AnalyticsEvents.skinDesiredCoverage,
    } as const;

    return {
      step: 'intro',
      answers: EMPTY,
      result: null,
      cameraError: null,
      howToUseOpen: false,

      async findSkinTone(photo, source) {
        const eventId = newId();
        let fields;
        try {
          fields = await deps.worker.prepareSkinToneRequest({
            photo,
            eventId,
            eventSource: source,
            deviceId: deps.ids.deviceId,
            sessionId: deps.ids.sessionId,
          });
        } catch (error) {
          // The shopper's file (not a photo, too big, unreadable) gets its own words. A file that is not a photo or is
          // too big is the shopper's news; anything else (a photo that will not decode, no canvas) is ours to look at.
          const photoKey = photoErrorKey(error);
          if (!photoKey || photoKey === 'shade.errors.unreadablePhoto') deps.reportError(error, { where: 'shade:prepare', source });
          return failedResult(photoKey ?? 'shade.errors.prepare', eventId);
        }
        let body: unknown;
        try {
          body = await deps.skinTone.analyse(fields);
        } catch (error) {
          deps.reportError(error, { where: 'shade:analyse', source, status: error instanceof HttpError ? error.status : 0 });
          if (error instanceof HttpError)
            return failedResult(error.malformed ? 'shade.errors.unexpected' : 'shade.warnings.analysisFailed', eventId);
          return failedResult(error instanceof NetworkError ? 'shade.errors.network' : 'shade.errors.unexpected', eventId);
        }
        if (!isSkinToneResponse(body)) {
          deps.reportError(new Error('Unexpected skin-tone response'), {
            where: 'shade:analyse',
            source,
            body: JSON.stringify(body)?.slice(0, 300) ?? 'undefined',
          });
          return failedResult('shade.errors.unexpected', eventId);
        }
        const result = resultFor(body, eventId);
        deps.analytics.track(AnalyticsEvents.skinToneAnalysis, {
          eventId,
          source,
          skinTone: body.skin_tone,
          numFaces: body.num_faces,
          eyeSeparation: body.metrics.scale_as_eye_separation,
          nonDarkness: body.lighting.non_darkness,
          warning: result.warning ? result.warning.description.join('|') : null,
        });
        return result;
      },

      suggestedVariant(product, result) {
        return result.skinTone === null ? null : nearestShade(product.variants, result.skinTone);
      },

      start() {
        deps.analytics.track(AnalyticsEvents.shadeFinderStarted, {});
        patch({ step: 'skin', answers: EMPTY, result: null, cameraError: null });
      },
      answer(answer) {
        patch({ answers: { ...get().shadeFinder.answers, ...answer } });
      },
      next() {
        const { step, answers } = get().shadeFinder;
        if (step in answerEvents) {
          const key = step as keyof typeof answerEvents;
          const value = key === 'concerns' ? answers.concerns.join(',') || 'none' : answers[key];
          deps.analytics.track(answerEvents[key], { value: value ?? 'skipped' });
        }
        const i = ORDER.indexOf(step);
        if (i >= 0 && i < ORDER.length - 1) patch({ step: ORDER[i + 1]! });
      },
      previous() {
        analysis++;
        const { step } = get().shadeFinder;
        // The photo step's own states (the camera, the analysis, its review) go back to the photo step itself.
        const photoStep = step === 'camera' || step === 'analysing' || step === 'review';
        const i = ORDER.indexOf(step);
        patch({ step: photoStep ? 'photo' : ORDER[Math.max(1, i - 1)]!, result: null, cameraError: null });
      },
      toggleHowToUse() {
        const open = !get().shadeFinder.howToUseOpen;
        if (open) deps.analytics.track(AnalyticsEvents.shadeFinderClickHowToUse, {});
        patch({ howToUseOpen: open });
      },
      openingCamera() {
        patch({ step: 'camera', cameraError: null, result: null });
      },
      cameraFailed(error) {
        const key = error instanceof CameraError ? cameraMessage(error.result) : null;
        deps.reportError(error, { where: 'shade:camera' });
        patch({ step: 'photo', cameraError: key ?? 'tryOn.errors.camera' });
      },
      cameraOpened() {
        return get().shadeFinder.step === 'camera';
      },
      cameraShown() {
        deps.analytics.track(AnalyticsEvents.shadeFinderCameraTurnedOn, {});
      },
      skipCamera() {
        deps.analytics.track(AnalyticsEvents.shadeFinderSkipCamera, {});
      },
      captureFailed() {
        deps.reportError(new Error('The camera gave no frame'), { where: 'shade:capture' });
        patch({ step: 'review', result: failedResult('shade.errors.prepare', newId()) });
      },
      async analysePhoto(photo, source) {
        const mine = ++analysis;
        patch({ step: 'analysing', result: null });
        const result = await get().shadeFinder.findSkinTone(photo, source);
        // The shopper went back meanwhile: the answer does not take them forward again.
        if (mine !== analysis || get().shadeFinder.step !== 'analysing') return;
        if (result.skinTone !== null && !result.warning) return goToResults(result.skinTone);
        patch({ step: 'review', result });
      },
      acceptResult() {
        const { result } = get().shadeFinder;
        if (result?.skinTone != null && result.warning?.allowIgnore) goToResults(result.skinTone);
      },
      recordRecommendation(product, variant, tone) {
        deps.analytics.track(AnalyticsEvents.shadeFinderRecommendation, {
          product: product.handle,
          variant: variant.id,
          shade: variant.name,
          skinTone: tone,
        });
        deps.publish('shade_found', { productHandle: product.handle, variantId: variant.id, shade: variant.name, from: 'shade-finder' });
      },
      retakePhoto() {
        patch({ step: 'photo', result: null });
      },
    };
  },
});
