import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { SimulatorPage } from './simulator-page.tsx';

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:img');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('SimulatorPage', { timeout: 20_000 }, () => {
  it('shows the chosen image, then the fixed sample result after 3 s, with no request', () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    render(
      <MemoryRouter initialEntries={['/wound-ai']}>
        <Routes>
          <Route path="/:product" element={<SimulatorPage />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Wound Ai' })).toBeTruthy();
    expect(screen.getByText('PHI Security Active')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Wound image'), {
      target: { files: [new File([new Uint8Array([1])], 'w.png', { type: 'image/png' })] },
    });
    expect(screen.getByRole('img', { name: 'Chosen wound image' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.queryByText('Granulation Phase')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('tab', { name: 'Analysis' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('Granulation Phase')).toBeTruthy();
    expect(screen.getByText('Moderate')).toBeTruthy();
    expect(screen.getAllByText(/Simulated — demo data/).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('tab', { name: 'Treatment Plan' }));
    expect(screen.getByText('Moderate wound care protocol (sample)')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
