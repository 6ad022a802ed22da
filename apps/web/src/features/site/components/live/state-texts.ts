// The live figures' loading and error states in English, loaded with the page that holds them (the home page's first
// chunk): kept apart from texts.ts, whose figures' texts load after the first paint with the figures' own code.
export const SITE_LIVE_STATE_TEXTS = {
  'site.live.loadingBlock': 'Loading {{what}}',
  'site.live.couldNotLoad': 'We could not load {{what}}. Nothing is shown rather than figures that may be wrong.',
  'site.live.tryAgain': 'Try again',
};
