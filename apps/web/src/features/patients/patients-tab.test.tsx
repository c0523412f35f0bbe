import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PatientJson } from '@woundcare/api-types';
import { fakeWorkspace, json, renderInWorkspace } from '../../../test/workspace.tsx';
import { PatientsTab } from './patients-tab.tsx';

const patient = (id: string, displayName: string): PatientJson => ({
  id,
  displayName,
  identifier: null,
  birthDate: null,
  sex: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  woundCount: 1,
  assessmentCount: 2,
  latestExamDate: null,
  preferredLanguage: null,
});
const ALL = [patient('p1', 'Ada Lovelace'), patient('p2', 'Bob Brown')];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PatientsTab list', { timeout: 20_000 }, () => {
  it('searches once typing pauses, keeping the last list shown until the answer', async () => {
    const asked: (string | null)[] = [];
    let answerSearch: (() => void) | undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (u: RequestInfo | URL) => {
        const url = new URL(String(u), 'http://x');
        // (the team role, read for the Trash button, is not a patient search)
        if (url.pathname !== '/api/patients') return json({ error: { code: 'NOT_FOUND', message: 'none' } }, 404);
        const q = url.searchParams.get('q');
        asked.push(q);
        if (!q) return json({ patients: ALL });
        return new Promise<Response>(
          (resolve) =>
            (answerSearch = () =>
              resolve(json({ patients: ALL.filter((p) => p.displayName.toLowerCase().includes(q)) }))),
        );
      }),
    );
    renderInWorkspace(<PatientsTab />, fakeWorkspace());
    expect(screen.getByText('Loading patients…')).toBeTruthy();
    expect(await screen.findByText('Bob Brown')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Search patients'), 'ada');
    await vi.waitFor(() => expect(answerSearch).toBeTypeOf('function'));
    // asked once for the whole word, not per keystroke; the old list stays meanwhile
    expect(asked).toEqual([null, 'ada']);
    expect(screen.getByText('Bob Brown')).toBeTruthy();
    expect(screen.queryByText('Loading patients…')).toBeNull();
    answerSearch!();
    await vi.waitFor(() => expect(screen.queryByText('Bob Brown')).toBeNull());
    expect(screen.getByText('Ada Lovelace')).toBeTruthy();
  });

  it('shows a readable error when the list cannot be read', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ error: { code: 'INTERNAL', message: 'Database unavailable' } }, 503)),
    );
    renderInWorkspace(<PatientsTab />, fakeWorkspace());
    expect(await screen.findByText('Could not load patients: Database unavailable')).toBeTruthy();
  });
});
