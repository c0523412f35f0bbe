import { describe, expect, it } from 'vitest';
import { escapeMarkupBytes } from './request-hardening.ts';

describe('escapeMarkupBytes', () => {
  it('escapes <, > and & inside JSON so it parses to the same value', () => {
    const value = { name: '<script>alert("x")</script> & Zoë 🙂', n: 1, nested: ['a>b', '&amp;'] };
    const out = escapeMarkupBytes(Buffer.from(JSON.stringify(value))).toString('utf8');
    expect(out).not.toMatch(/[<>&]/);
    expect(out).toContain('\\u003cscript\\u003e');
    expect(JSON.parse(out)).toEqual(value);
  });

  it('returns the very same buffer when there is nothing to escape', () => {
    const buf = Buffer.from(JSON.stringify({ image: Buffer.alloc(1000, 7).toString('base64'), text: 'plain ünïcode' }));
    expect(escapeMarkupBytes(buf)).toBe(buf);
  });
});
