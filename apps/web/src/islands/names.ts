/** The interactive islands of the public pages (each one's module: src/islands/registry.ts). */
export type IslandName =
  'header' | 'schedule-demo' | 'how-it-works' | 'tech-base-tabs' | 'contact-form' | 'subscribe-form';
