/** Shared shapes of the public site's typed content (spec 000 §3 static content records). */

/** Icons the content may name; the marketing feature maps each to an SVG icon component. */
export type IconName =
  | 'activity'
  | 'award'
  | 'bell'
  | 'book'
  | 'brain'
  | 'building'
  | 'calendar'
  | 'camera'
  | 'check'
  | 'clipboard'
  | 'clock'
  | 'cpu'
  | 'database'
  | 'file'
  | 'globe'
  | 'graduation'
  | 'handshake'
  | 'heart'
  | 'home'
  | 'hospital'
  | 'key'
  | 'layers'
  | 'lock'
  | 'mail'
  | 'map-pin'
  | 'message'
  | 'microscope'
  | 'network'
  | 'phone'
  | 'receipt'
  | 'route'
  | 'ruler'
  | 'scissors'
  | 'search'
  | 'server'
  | 'shield'
  | 'smartphone'
  | 'sparkles'
  | 'stethoscope'
  | 'target'
  | 'trending'
  | 'truck'
  | 'users'
  | 'video'
  | 'zap';

export interface Stat {
  value: string;
  label: string;
  detail?: string;
}

export interface Feature {
  icon: IconName;
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
  icon: IconName;
  features: string[];
  services: LinkRef[];
}

export interface TextSection {
  id: string;
  title: string;
  paragraphs?: string[];
  bullets?: { term?: string; text: string }[];
}
