import { describe, expect, it } from 'vitest';
import { buildMeta, DEFAULT_IMAGE, fullTitle } from './meta.ts';

const tag = (tags: ReturnType<typeof buildMeta>['tags'], key: string) =>
  tags.find((t) => t.name === key || t.property === key)?.content;

describe('buildMeta (docs/spec-notes.md#page-metadata)', () => {
  it('builds title, description, keywords, social tags and canonical = origin + path', () => {
    const m = buildMeta(
      { title: 'Careers', description: 'Join us.', keywords: ['jobs', 'wound care'], category: 'Company' },
      'https://woundly.example',
      '/careers',
    );
    expect(m.title).toBe('Careers | Woundly');
    expect(m.canonical).toBe('https://woundly.example/careers');
    expect(tag(m.tags, 'description')).toBe('Join us.');
    expect(tag(m.tags, 'og:title')).toBe('Careers | Woundly');
    expect(tag(m.tags, 'og:description')).toBe('Join us.');
    expect(tag(m.tags, 'og:url')).toBe('https://woundly.example/careers');
    expect(tag(m.tags, 'og:image')).toBe(`https://woundly.example${DEFAULT_IMAGE}`);
    // Page keywords first, defaults after, no duplicates.
    const keywords = tag(m.tags, 'keywords')!.split(', ');
    expect(keywords[0]).toBe('jobs');
    expect(keywords.filter((k) => k === 'wound care')).toHaveLength(1);
    expect(tag(m.tags, 'robots')).toBeUndefined();
  });

  it('uses the brand-led default title for the home page and when no metadata exists', () => {
    expect(fullTitle({ title: '' })).toBe('Woundly — AI-Powered Wound Care Solutions');
    const m = buildMeta(null, 'http://localhost:3000', '/');
    expect(m.title).toBe('Woundly — AI-Powered Wound Care Solutions');
    expect(m.canonical).toBe('http://localhost:3000/');
    expect(tag(m.tags, 'description')).toBeTruthy();
  });

  it('marks noindex pages and honours a custom image', () => {
    const m = buildMeta(
      { title: 'Demo', description: 'x', noindex: true, image: '/img/demo.jpg' },
      'http://localhost:3000',
      '/demo',
    );
    expect(tag(m.tags, 'robots')).toBe('noindex');
    expect(tag(m.tags, 'og:image')).toBe('http://localhost:3000/img/demo.jpg');
  });
});
