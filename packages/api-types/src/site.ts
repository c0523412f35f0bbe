/**
 * Written by the web build's prerender wherever a page needs its absolute origin (canonical and
 * og:url links, sitemap.xml, robots.txt). The server replaces it with its public origin
 * (PUBLIC_ORIGIN, or http://localhost:PORT) when it serves the file, so one build serves any origin.
 */
export const ORIGIN_PLACEHOLDER = 'https://origin.woundly.invalid';
