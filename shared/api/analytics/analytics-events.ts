/**
 * Every analytics event name of spec 1 §7 and spec 2 §3. An enum, not an object: the build writes each name used in
 * place, so a chunk carries only the names it sends.
 */
export enum AnalyticsEvents {
  skinImageChoice = 'skin_image_choice',
  skinUndertoneChoice = 'skin_undertone_choice',
  skinConcernChoice = 'skin_concern_choice',
  skinDesiredCoverage = 'skin_desired_coverage',
  skinToneAnalysis = 'skin_tone_analysis',
  vtoStarted = 'vto_started',
  vtoEnded = 'vto_ended',
  vtoItemChanged = 'vto_item_changed',
  vtoBeforeAfterSliderShown = 'vto_before_after_slider_shown',
  vtoPhotoTaken = 'vto_photo_taken',
  vtoSaveImageToDevice = 'vto_save_image_to_device',
  vtoShareImage = 'vto_share_image',
  vtoFindShade = 'vto_find_shade',
  vtoLoaded = 'vto_loaded',
  vtoLiveVideoStats = 'vto_live_video_stats',
  vtoLiveVideoSample = 'vto_live_video_sample',
  addToBag = 'add_to_bag',
  shadeFinderStarted = 'shade_finder_started',
  shadeFinderSkipCamera = 'shade_finder_skip_camera',
  shadeFinderCameraTurnedOn = 'shade_finder_camera_turned_on',
  shadeFinderRecommendation = 'shade_finder_recommendation',
  shadeFinderClickHowToUse = 'shade_finder_click_how_to_use',
  resendSignUp = 'resend_sign_up',
  forgotPassword = 'forgot_password',
  /** Spec 1 §7 spells this one with a space; kept as the logging service knows it. */
  checkoutCreatedLegacy = 'checkout created',
  newSession = 'new_session',
  userEngaged = 'user_engaged',
  checkoutCreated = 'checkout_created',
  /**
   * Our addition (no spec names it): a completed order and the show it was bought from, sent by the web pixel on
   * Shopify's checkout_completed, so a merchant can tell which show sold what.
   */
  orderCompleted = 'order_completed',
}

export type AnalyticsEventName = AnalyticsEvents;
