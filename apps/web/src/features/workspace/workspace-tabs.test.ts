import { describe, expect, it } from 'vitest';
import { tabPath, workspaceTabs } from './workspace-tabs.ts';
import { sayTab } from './tab-words.ts';
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
  });
  it('shows each tab by the same name on screen (catalog) as in the page title (route table)', () => {
    expect(workspaceTabs.map((t) => sayTab(t.id))).toEqual(workspaceTabs.map((t) => t.label));
  });
  it('gives every tab an address under /demo; the assessment tabs carry the open assessment', () => {
    expect(workspaceTabs.map((t) => tabPath(t.id))).toEqual([
      '/demo/profile',
      '/demo/dashboard',
      '/demo/upload',
      '/demo/analysis',
      '/demo/treatment',
      '/demo/consultants',
      '/demo/patients',
      '/demo/reports',
      '/demo/services',
      '/demo/about',
      '/demo/donation',
    ]);
    expect(tabPath('analysis', 'analysis-3')).toBe('/demo/assessments/analysis-3');
    expect(tabPath('treatment', 'analysis-3')).toBe('/demo/treatment/analysis-3');
    expect(tabPath('consultant-services', 'analysis-3')).toBe('/demo/consultants/analysis-3');
    expect(tabPath('reports', 'a/b')).toBe('/demo/reports/a%2Fb');
    // a tab that shows no single assessment ignores it
    expect(tabPath('patients', 'analysis-3')).toBe('/demo/patients');
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
