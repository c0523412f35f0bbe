import type { LucideIcon } from 'lucide-react';

/** Shared shapes of the public site's typed content (docs/spec-notes.md#content-records). */

/** An icon component (lucide); each page bundles only the icons its content uses. */
export type ContentIcon = LucideIcon;

/**
 * A figure on a page: a measured one (api-types MEASURED_FIGURES, cited in the page's footnote)
 * or a plain fact about the service (hours, counts, lead times) — never an unmeasured outcome.
 */
export interface Stat {
  value: string;
  label: string;
  detail?: string;
}

export interface Feature {
  icon: ContentIcon;
  title: string;
  description: string;
}

/** A published source for a clinical fact shown on the site. */
export interface Citation {
  text: string;
  source: string;
  url: string;
}

export interface LinkRef {
  name: string;
  path: string;
}

/** Solution/service overview card (the overview card of docs/spec-notes.md#content-records). */
export interface ContentCard {
  id: string;
  title: string;
  description: string;
  icon: ContentIcon;
  features: string[];
  services: LinkRef[];
}

export interface TextSection {
  id: string;
  title: string;
  paragraphs?: string[];
  bullets?: { term?: string; text: string }[];
}
