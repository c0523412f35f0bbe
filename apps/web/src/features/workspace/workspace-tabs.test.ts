import { describe, expect, it } from 'vitest';
import { DEFAULT_TAB, readStoredTab, TAB_STORAGE_KEY, workspaceTabs } from './workspace-tabs.ts';
import { avatarInitial, workspaceUserLabel } from './user-label.ts';

describe('workspace tabs', () => {
  it('has the eleven spec ids and labels in order, default profile', () => {
    expect(workspaceTabs.map((t) => [t.id, t.label])).toEqual([
      ['profile', 'My Profile'],
      ['dashboard', 'Dashboard'],
      ['upload', 'Upload Images'],
      ['analysis', 'Analysis'],
      ['treatment', 'Treatment Plans'],
      ['consultant-services', 'Consultant Services'],
      ['patients', 'Patient Management'],
      ['reports', 'Reports & Analytics'],
      ['services', 'VBC Super Agent Tools'],
      ['about', 'About'],
      ['donation', 'Support Our Mission'],
    ]);
    expect(DEFAULT_TAB).toBe('profile');
  });
  it('restores a stored tab and ignores junk or a broken storage', () => {
    const store = (v: string | null) => ({ getItem: (k: string) => (k === TAB_STORAGE_KEY ? v : null) });
    expect(readStoredTab(store('reports'))).toBe('reports');
    expect(readStoredTab(store('nope'))).toBe('profile');
    expect(readStoredTab(store(null))).toBe('profile');
    expect(readStoredTab(null)).toBe('profile');
    expect(
      readStoredTab({
        getItem: () => {
          throw new Error('denied');
        },
      }),
    ).toBe('profile');
  });
});

describe('workspace user label', () => {
  const user = { email: 'zoe@example.com' };
  it('shows the first name, else User, and Guest User without a user', () => {
    expect(workspaceUserLabel(user, { first_name: 'Grace' })).toBe('Grace');
    expect(workspaceUserLabel(user, { first_name: '  ' })).toBe('User');
    expect(workspaceUserLabel(user, null)).toBe('User');
    expect(workspaceUserLabel(null, null)).toBe('Guest User');
  });
  it('takes the avatar initial from the first name, else the email', () => {
    expect(avatarInitial(user, { first_name: 'grace' })).toBe('G');
    expect(avatarInitial(user, null)).toBe('Z');
    expect(avatarInitial(null, null)).toBe('');
  });
});
