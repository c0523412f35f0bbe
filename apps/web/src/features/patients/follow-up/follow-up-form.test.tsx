import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json } from '../../../../test/workspace.tsx';
import { FollowUpForm, FollowUpOpener, FollowUpSaved, useFollowUpEditor } from './follow-up-form.tsx';
import { setByText } from './follow-up-copy.ts';

const grace = { id: 'u1', name: 'Grace Hopper' };
const alan = { id: 'u2', name: 'Alan Turing' };

type Props = {
  dueDate?: string | null;
  overridden?: boolean;
  assignee?: { id: string; name: string } | null;
  members?: { id: string; name: string }[];
  context?: string;
};

/** The opener, the form and "Saved." as both the wound page and the worklist put them together. */
function Harness({ onSaved, ...p }: Props & { onSaved: () => void }) {
  const editor = useFollowUpEditor();
  return (
    <div>
      <FollowUpOpener editor={editor} context={p.context} />
      {editor.editing && (
        <FollowUpForm
          editor={editor}
          woundId="w1"
          timeZone="Pacific/Auckland"
          dueDate={p.dueDate === undefined ? '2026-03-14' : p.dueDate}
          overridden={p.overridden ?? false}
          assignee={p.assignee ?? null}
          members={p.members ?? [alan, grace]}
          context={p.context}
          onSaved={onSaved}
        />
      )}
      <FollowUpSaved editor={editor} />
    </div>
  );
}

/** fetch answers with `answer`; what the form sent is in `sent`. */
function serve(answer: () => Response = () => json({ followUp: null })) {
  const sent: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (u: RequestInfo | URL, init?: RequestInit) => {
      sent.push({ url: String(u), method: init?.method ?? 'GET', body: JSON.parse(String(init!.body)) });
      return answer();
    }),
  );
  return sent;
}

async function open(p: Props = {}) {
  const onSaved = vi.fn();
  const user = userEvent.setup();
  render(<Harness onSaved={onSaved} {...p} />);
  const opener = screen.getByRole('button', { name: /^Change date or assignee/ });
  await user.click(opener);
  const form = screen.getByRole('form', { name: /^Change the next assessment/ });
  return { user, onSaved, opener, form };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the follow-up form', { timeout: 20_000 }, () => {
  it('opens by keyboard with the focus on the date, and sends the date and assignee with the viewer’s zone', async () => {
    const sent = serve();
    const onSaved = vi.fn();
    const user = userEvent.setup();
    render(<Harness onSaved={onSaved} />);
    const opener = screen.getByRole('button', { name: 'Change date or assignee' });
    expect(opener.getAttribute('aria-expanded')).toBe('false');
    opener.focus();
    await user.keyboard('{Enter}');
    expect(opener.getAttribute('aria-expanded')).toBe('true');
    const form = screen.getByRole('form', { name: 'Change the next assessment' });
    expect(opener.getAttribute('aria-controls')).toBe(form.id);
    const date = within(form).getByLabelText(/Due date/);
    expect(document.activeElement).toBe(date);
    await user.clear(date);
    await user.type(date, '2026-03-20');
    await user.selectOptions(within(form).getByLabelText('Assigned to'), 'Grace Hopper');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(sent).toEqual([
      {
        url: '/api/wounds/w1/follow-up?tz=Pacific%2FAuckland',
        method: 'PATCH',
        body: { due_date: '2026-03-20', assignee_id: 'u1' },
      },
    ]);
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Saved.');
    // the focus is back on the opener
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('keeps a date from the plan when only the assignee changes, and can unassign', async () => {
    const sent = serve();
    const { user, form, onSaved } = await open({ assignee: grace });
    expect((within(form).getByLabelText('Assigned to') as HTMLSelectElement).value).toBe('u1');
    await user.selectOptions(within(form).getByLabelText('Assigned to'), 'Unassigned');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent.map((s) => s.body)).toEqual([{ assignee_id: null }]);
  });

  it('closes on Escape and on Cancel without sending, the focus back on the opener', async () => {
    const sent = serve();
    const { user, opener } = await open();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('form')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));
    expect(opener.getAttribute('aria-expanded')).toBe('false');
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));
    expect(sent).toEqual([]);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('offers the plan’s date only for a date a clinician set, and sends it alone', async () => {
    serve();
    await open();
    expect(screen.queryByRole('button', { name: 'Use the plan’s date' })).toBeNull();
    cleanup();
    const sent = serve();
    const { user, onSaved } = await open({ overridden: true, assignee: alan });
    await user.click(screen.getByRole('button', { name: 'Use the plan’s date' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent.map((s) => s.body)).toEqual([{ due_date: null }]);
  });

  it('refuses a date beyond ten years before asking the server', async () => {
    const sent = serve();
    const { user, form, onSaved } = await open();
    const date = within(form).getByLabelText(/Due date/);
    await user.clear(date);
    await user.type(date, '2099-01-01');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect((await within(form).findByRole('alert')).textContent).toMatch(/within ten years of today/);
    expect(sent).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('shows the server’s message and stays open, ready to try again', async () => {
    serve(() =>
      json({ error: { code: 'VALIDATION_ERROR', message: 'assignee_id: must be a member of this team' } }, 400),
    );
    const { user, form, onSaved } = await open();
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('assignee_id: must be a member of this team');
    expect(screen.getByRole('form')).toBeTruthy();
    expect((within(form).getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(false);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('lets a wound without a date be assigned, and keeps a former member who is still assigned', async () => {
    const sent = serve();
    const former = { id: 'u9', name: 'Former member' };
    const { user, form, onSaved } = await open({ dueDate: null, assignee: former });
    expect((within(form).getByLabelText(/Due date/) as HTMLInputElement).required).toBe(false);
    const select = within(form).getByLabelText('Assigned to') as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual([
      'Unassigned',
      'Alan Turing',
      'Grace Hopper',
      'Former member',
    ]);
    expect(select.value).toBe('u9');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent.map((s) => s.body)).toEqual([{ assignee_id: 'u9' }]);
  });

  it('names the wound in the opener and the form when many are listed', async () => {
    serve();
    await open({ context: 'Ann Archer · Left heel' });
    expect(screen.getByRole('button', { name: 'Change date or assignee for Ann Archer · Left heel' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Change the next assessment for Ann Archer · Left heel' })).toBeTruthy();
  });
});

describe('who set a date', () => {
  it('names the clinician and the instant in the viewer’s zone', () => {
    // 22:05 UTC on 10 March is 11:05 on 11 March in Auckland (NZDT, UTC+13)
    expect(setByText(grace, '2026-03-10T22:05:00.000Z', 'Pacific/Auckland')).toBe(
      'Set by Grace Hopper on 11 Mar 2026 at 11:05',
    );
    expect(setByText(grace, '2026-03-10T22:05:00.000Z', 'UTC')).toBe('Set by Grace Hopper on 10 Mar 2026 at 22:05');
    expect(setByText(grace, null, 'UTC')).toBe('Set by Grace Hopper');
    expect(setByText(null, null, 'UTC')).toBe('Set by a clinician');
  });
});
