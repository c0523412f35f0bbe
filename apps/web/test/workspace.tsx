import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { AssessmentJson } from '@woundcare/api-types';
import { WorkspaceContext, type Workspace } from '../src/features/workspace/workspace-context.tsx';

/** A workspace with spies for every action; override what a test needs. */
export function fakeWorkspace(over: Partial<Workspace> = {}): Workspace {
  const assessments: AssessmentJson[] = over.assessments ?? [];
  return {
    assessments,
    loading: false,
    error: null,
    refresh: vi.fn(),
    upload: vi.fn(),
    remove: vi.fn(async () => {}),
    setPriority: vi.fn(async () => {}),
    replace: vi.fn(),
    tab: 'profile',
    goTo: vi.fn(),
    selectedId: over.selectedId ?? null,
    selected: assessments.find((t) => t.id === over.selectedId) ?? null,
    select: vi.fn(),
    open: vi.fn(),
    connected: true,
    ...over,
  };
}

export function renderInWorkspace(ui: ReactNode, ws: Workspace = fakeWorkspace()) {
  return {
    ws,
    ...render(<MemoryRouter>{<WorkspaceContext.Provider value={ws}>{ui}</WorkspaceContext.Provider>}</MemoryRouter>),
  };
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** jsdom has no modal <dialog>: a minimal showModal/close that toggles `open`. */
export function stubDialog() {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
