import { site } from '../content/site.ts';

/** Page metadata (docs/spec-notes.md#page-metadata): title, description, keywords, social tags, canonical. */
export interface PageMeta {
  title: string;
  description: string;
  keywords?: string[];
  category?: string;
  image?: string;
  /** Keep out of search indexes (signed-in pages, reset page). */
  noindex?: boolean;
}

export const DEFAULT_IMAGE = '/og-image.jpg';
export const DEFAULT_KEYWORDS = [
  'wound care',
  'AI wound measurement',
  'wound assessment',
  'clinical decision support',
  'telehealth',
  'healthcare',
];

export function fullTitle(meta: Pick<PageMeta, 'title'> | null): string {
  const suffix = `${site.name} — ${site.tagline}`;
  if (!meta || !meta.title) return suffix;
  return `${meta.title} | ${site.name}`;
}

export interface MetaTag {
  name?: string;
  property?: string;
  content: string;
}

/** Every tag for one page; the same builder serves the prerender and the client. */
export function buildMeta(meta: PageMeta | null, origin: string, pathname: string) {
  const title = fullTitle(meta);
  const description =
    meta?.description ??
    'AI wound measurement, infection screening and care coordination for healthcare organizations.';
  const keywords = [...new Set([...(meta?.keywords ?? []), ...DEFAULT_KEYWORDS])].join(', ');
  const image = new URL(meta?.image ?? DEFAULT_IMAGE, origin).toString();
  const canonical = new URL(pathname, origin).toString();
  const tags: MetaTag[] = [
    { name: 'description', content: description },
    { name: 'keywords', content: keywords },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: site.name },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:image', content: image },
    { property: 'og:url', content: canonical },
    { name: 'twitter:card', content: 'summary_large_image' },
  ];
  if (meta?.noindex) tags.push({ name: 'robots', content: 'noindex' });
  return { title, canonical, tags };
}
