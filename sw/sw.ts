/// <reference lib="webworker" />
// The service worker, as a table of contents: one module per strategy, each with its own cache
// (names in src/shared/sw-protocol.ts). Order matters: the first matching route answers.
import { clientsClaim } from 'workbox-core';
import { cacheCdnImages } from './image-cache.ts';
import { handleMessages } from './messages.ts';
import { precacheShell } from './precache.ts';

// The first install controls the open page at once, so the first visit's icons are cached already.
// Later versions wait for the player's "Update" (SKIP_WAITING): never a silent switch.
clientsClaim();

precacheShell(); // app shell + navigations to app URLs   (workbox-precache-v2-*)
cacheCdnImages(); // CDN images, host-independent keys    (CACHE_NAMES.images, CACHE_NAMES.state)
handleMessages(); // SKIP_WAITING, SET_IMAGE_CDNS, CLEAR_PRIVATE
// API JSON is deliberately not cached here: the app persists its own query cache (DESIGN.md 4).
