import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { json } from '../../../test/workspace.tsx';
import { ActivityLog } from './activity-log.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ActivityLog', () => {
  it('lists the audit entries the server sends, newest first', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json({
          entries: [
            {
              id: 2,
              action: 'assessment.read',
              resource: 'analysis-7',
              ip: '127.0.0.1',
              created_at: '2026-03-01T10:00:00.000Z',
            },
            { id: 1, action: 'auth.sign_in', resource: null, ip: null, created_at: '2026-03-01T09:00:00.000Z' },
          ],
        }),
      ),
    );
    render(<ActivityLog />);
    expect(screen.getByText('Loading activity…')).toBeTruthy();
    const rows = await screen.findAllByRole('row');
    expect(rows).toHaveLength(3); // header + 2
    expect(rows[1]!.textContent).toContain('analysis-7');
    expect(rows[2]!.textContent).toContain('—');
  });

  it('says when the log cannot be read', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ error: { code: 'UNAUTHORIZED', message: 'Sign in first' } }, 401)),
    );
    render(<ActivityLog />);
    expect(await screen.findByText('Could not load the activity log: Sign in first')).toBeTruthy();
  });
});
