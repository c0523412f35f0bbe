import { paths } from '../lib/paths.ts';
import type { Stat } from './marketing-types.ts';

export type NewsCategory = 'Funding' | 'Partnership' | 'Security' | 'Milestone' | 'Product';

export interface NewsItem {
  date: string; // ISO date
  title: string;
  excerpt: string;
  category: NewsCategory;
  /** Internal page with more on the subject. */
  link: { label: string; path: string };
}

export interface Award {
  year: string;
  award: string;
  organization: string;
  description: string;
}

export interface MediaKitItem {
  title: string;
  description: string;
  type: string;
  /** A file we serve, or an email request for material we send on request. */
  href: string;
  action: 'download' | 'request';
}

export interface MediaContact {
  name: string;
  title: string;
  email: string;
  phone: string;
}

export const pressEmail = 'press@woundly.health';

const requestHref = (item: string) =>
  `mailto:${pressEmail}?subject=${encodeURIComponent(`Media kit request: ${item}`)}`;

export const pressPage = {
  eyebrow: 'Press',
  title: 'News and media resources',
  lead: 'The latest from Woundly, plus everything journalists and analysts need to write about us.',
  newsTitle: 'Latest news',
  news: [
    {
      date: '2026-11-27',
      title: 'Woundly adds two-factor sign-in and encrypts wound photos at rest',
      excerpt:
        'Authenticator-app codes with recovery codes, a team rule that requires them, and wound photos stored under AES-256-GCM. The Security page lists exactly what holds, and what does not exist yet.',
      category: 'Security',
      link: { label: 'Read about our security', path: paths.security },
    },
    {
      date: '2025-01-14',
      title: 'Woundly passes 50,000 wounds analyzed',
      excerpt:
        'More than 500 healthcare organizations now measure wounds with Woundly, from single wound clinics to multi-state health systems.',
      category: 'Milestone',
      link: { label: 'See how measurement works', path: paths.solution('wound-measurement') },
    },
    {
      date: '2024-11-05',
      title: 'Infection screening now included with every measurement',
      excerpt:
        'Every calibrated photo is now screened for visual signs of infection, with positive screens routed for same-day clinician review.',
      category: 'Product',
      link: { label: 'About infection detection', path: paths.service('infection-detection') },
    },
    {
      date: '2024-06-04',
      title: 'Woundly raises $25M Series A',
      excerpt:
        'The round funds national virtual wound care, new onsite and nearsite clinics, and our healthcare AI foundation.',
      category: 'Funding',
      link: { label: 'Our story so far', path: paths.about },
    },
    {
      date: '2024-03-12',
      title: 'Regional home-health network adopts Woundly for remote wound care',
      excerpt:
        'Visiting nurses will capture calibrated wound photos in patients’ homes and consult our specialists by video.',
      category: 'Partnership',
      link: { label: 'About telehealth integration', path: paths.solution('telehealth-integration') },
    },
  ] satisfies NewsItem[],
  glanceTitle: 'At a glance',
  glance: [
    { value: '2020', label: 'Founded' },
    { value: '500+', label: 'Organizations' },
    { value: '50,000+', label: 'Wounds analyzed' },
    { value: '$25M', label: 'Series A' },
  ] satisfies Stat[],
  awardsTitle: 'Recognition',
  awards: [
    {
      year: '2024',
      award: 'Digital Health Innovation Award',
      organization: 'Midwest Health Technology Forum',
      description: 'Recognised for bringing sticker-calibrated wound measurement to home health.',
    },
    {
      year: '2024',
      award: 'Best Clinical Workflow Tool',
      organization: 'Post-Acute Care Technology Summit',
      description: 'For cutting wound documentation time in skilled nursing facilities.',
    },
    {
      year: '2023',
      award: 'Top 25 Healthcare AI Startups',
      organization: 'Chicago Tech Review',
      description: 'Named among the region’s most promising healthcare AI companies.',
    },
  ] satisfies Award[],
  mediaKitTitle: 'Media kit',
  mediaKit: [
    {
      title: 'Logo',
      description: 'The Woundly mark in SVG, for light backgrounds.',
      type: 'SVG',
      href: '/favicon.svg',
      action: 'download',
    },
    {
      title: 'Brand guidelines',
      description: 'Logo use, colours and typography.',
      type: 'PDF',
      href: requestHref('Brand guidelines'),
      action: 'request',
    },
    {
      title: 'Product screenshots',
      description: 'High-resolution images of the measurement and care-plan screens.',
      type: 'ZIP',
      href: requestHref('Product screenshots'),
      action: 'request',
    },
    {
      title: 'Company fact sheet',
      description: 'Key facts, figures and leadership biographies.',
      type: 'PDF',
      href: requestHref('Company fact sheet'),
      action: 'request',
    },
  ] satisfies MediaKitItem[],
  contactsTitle: 'Media contacts',
  contacts: [
    { name: 'Priya Natarajan', title: 'Head of Communications', email: pressEmail, phone: '+1 (847) 555-0160' },
    { name: 'Marcus Bell', title: 'Investor Relations', email: 'investors@woundly.health', phone: '+1 (847) 555-0161' },
  ] satisfies MediaContact[],
  subscribe: {
    title: 'Get news from Woundly',
    lead: 'Product updates and company news, about once a month. Unsubscribe at any time.',
    label: 'Email address',
    button: 'Subscribe',
    success: 'Thank you — you are subscribed.',
  },
};

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "2024-06-04" → "June 4, 2024"; the same text on the server and in every browser. */
export function formatNewsDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return `${MONTHS[m! - 1]} ${d}, ${y}`;
}
