import { describe, expect, it } from 'vitest';
import { msg, plural } from '@lingui/core/macro';
import { say } from './workspace-i18n.ts';

describe('say: a workspace message in the workspace language', () => {
  it('fills the values the msg macro took from the template', () => {
    const name = 'Ann Lee';
    expect(say(msg`Deleted ${name}`)).toBe('Deleted Ann Lee');
  });

  it('uses the values given to it over the template’s', () => {
    const name = 'Ann Lee';
    expect(say(msg`Deleted ${name}`, { name: 'Bo Chen' })).toBe('Deleted Bo Chen');
  });

  it('chooses the plural form by the count', () => {
    const count = 1;
    const many = 3;
    expect(say(msg`${plural(count, { one: '# photo waiting', other: '# photos waiting' })}`)).toBe('1 photo waiting');
    expect(say(msg`${plural(many, { one: '# photo waiting', other: '# photos waiting' })}`)).toBe('3 photos waiting');
  });
});
