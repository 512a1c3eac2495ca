#!/usr/bin/env node
/**
 * Finds the browsers the e2e step and the WebKit lane drive, installing Debian's packages where they are missing and
 * it can (`chromium.mjs`, `webkit.mjs`). `npm test` runs this beside its first step: on a clean machine the downloads
 * and unpacking then wait on the network and the disk while typecheck and lint use the cores, instead of holding up
 * the e2e step and the lane. It always ends well: a step that still finds no browser says what is missing itself.
 */
import { findChromium, findHeadlessShell } from './chromium.mjs';
import { findWebKit } from './webkit.mjs';

const chromium = findChromium();
const shell = chromium && findHeadlessShell(chromium);
const webkit = findWebKit();
console.log(
  `browsers: Chromium ${chromium ?? 'not found'}, headless shell ${shell ?? 'not found'}; WebKit ${webkit ? `${webkit.driver} under ${webkit.xvfb}` : 'not found'}`,
);
