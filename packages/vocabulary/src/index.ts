/**
 * The words the engine, the server and the web all use: infection signs and their mnemonic
 * lists, etiologies, body sites, and how a measured area is written. Dependency-free, so the API
 * contract can share them without importing the engine.
 */

export * from './infection-signs.ts';
export * from './etiologies.ts';
export * from './body-sites.ts';
export { areaDecimals, formatArea, formatAreaRange, formatOutlineQuality, type AreaRange } from './format-area.ts';
export * from './outline-words.ts';
export * from './sign-equivalence.ts';
export * from './bedside-exam.ts';
