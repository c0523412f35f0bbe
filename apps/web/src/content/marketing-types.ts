import type { LucideIcon } from 'lucide-react';

/** Shared shapes of the public site's typed content (spec 000 §3 static content records). */

/** An icon component (lucide); each page bundles only the icons its content uses. */
export type ContentIcon = LucideIcon;

export interface Stat {
  value: string;
  label: string;
  detail?: string;
  /** a figure we measured ourselves: where the run is recorded (the page's footnote cites it) */
  source?: string;
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

/** Solution/service overview card (spec 000 §3 "content card"). */
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
