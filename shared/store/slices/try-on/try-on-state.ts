import type { MessageKey } from '../../../i18n';
import { DEFAULT_SELECTION, type LookSelection } from '../../../try-on/looks';
import type { AbortReason, CameraResult } from '../../../try-on/plugin-states';

export type TryOnStatus = 'idle' | 'prompt' | 'loading' | 'live' | 'captured' | 'error';

export interface TryOnState {
  status: TryOnStatus;
  source: 'camera' | 'photo' | null;
  productId: number | null;
  variantId: number | null;
  /** The page's own product: its thumbnail switches back to it after trying others. */
  homeProductId: number | null;
  selection: LookSelection;
  beforeAfter: boolean;
  /** 0–1 in steps of 0.01; 1 shows the make-up across the frame. */
  split: number;
  asking: boolean;
  /** The tracker's last answer: a face in view or not; null until its first answer in this session (the scanning overlay shows). */
  faceFound: boolean | null;
  /** 3, 2, 1 while a capture counts down. */
  countdown: number | null;
  /** Bumped on each selfie capture: the white flash plays once per value. */
  flash: number;
  /** A photo is being scanned for a face (while loading), or the view analysed for Suggest shade (while live). */
  scanning: boolean;
  /** While the model set loads: the share of its bytes received, in whole percent (null until the size is known). */
  loadPercent: number | null;
  captured: { blob: Blob; url: string } | null;
  /** Why the source prompt is back (e.g. the label's photo was not found). */
  promptNotice: MessageKey | null;
  /** A passing note over the view (e.g. sharing fell back to saving). */
  notice: MessageKey | null;
  /** The last "Suggest shade": the shade chosen (and any lighting advice), or why there is none. */
  shadeSuggestion: { variantId: number; advice: boolean } | { failed: MessageKey[] } | null;
  /** Portrait advice was waved away with Continue Anyway. */
  portraitDismissed: boolean;
  /** The page is hidden: tracking stopped, vto_ended sent. */
  paused: boolean;
  /** The shopper ticked "Help improve try-on by sharing up to 5 stills" (off unless they do; kept for the page). */
  shareStills: boolean;
  error: {
    message: MessageKey;
    abort: AbortReason;
    camera: CameraResult;
    offerPhoto: boolean;
    /** Spec 1 §8: the camera cannot start on http; this is the same page on https. */
    secureUrl: string | null;
    offerRetry: boolean;
  } | null;
}

export type TryOnSourceChoice = { kind: 'camera' } | { kind: 'photo'; file?: Blob };

/** No try-on open. */
export const IDLE: TryOnState = {
  status: 'idle',
  source: null,
  productId: null,
  variantId: null,
  homeProductId: null,
  selection: DEFAULT_SELECTION,
  beforeAfter: false,
  split: 1,
  asking: false,
  faceFound: null,
  countdown: null,
  flash: 0,
  scanning: false,
  loadPercent: null,
  captured: null,
  promptNotice: null,
  notice: null,
  shareStills: false,
  shadeSuggestion: null,
  portraitDismissed: false,
  paused: false,
  error: null,
};
