import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeResult, makeScreen, makeThread } from '../../../../../test/fixtures.ts';
import { fakeWorkspace, renderInWorkspace, stubDialog } from '../../../../../test/workspace.tsx';
import { AnalysisTab } from './analysis-tab.tsx';

beforeEach(stubDialog);
afterEach(cleanup);

describe('AnalysisTab', { timeout: 20_000 }, () => {
  it('shows the measured result with its figures and links to the plan and consultants', () => {
    const t = makeThread({ analysisResult: makeResult({ diagnosis: 'not_infected' }) });
    renderInWorkspace(<AnalysisTab />, fakeWorkspace({ threads: [t], selectedId: t.id }));
    expect(screen.getByRole('heading', { name: 'Analysis Results' })).toBeTruthy();
    // the area with its ± rounded to what it supports (api-types formatArea)
    expect(screen.getByText('3.2 ± 0.3 cm²')).toBeTruthy();
    expect(screen.getAllByText(/Model-traced outline/).length).toBe(2); // caption and area line
    expect(screen.getByText(/length 2\.6 cm × width 1\.7 cm/)).toBeTruthy();
    expect(screen.getByText('+38 %', { exact: false })).toBeTruthy();
    expect(screen.getByText(/Outline quality 86 %/)).toBeTruthy();
    expect(screen.queryByText(/Confidence|Healing stage|AI diagnosis/)).toBeNull();
    // the server's screen, its signs with their state and source, and the advice with sources
    expect(screen.getAllByText('Positive — deep / surrounding (STONEES)').length).toBeGreaterThanOrEqual(1);
    expect(screen.getByText(/redness is hard to see on darker skin/)).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Not assessed' })).toBeTruthy();
    expect(screen.getByText('Source: IWII 2022')).toBeTruthy();
    expect(screen.getByText('Wound bed by colour')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Treatment Plan' }).getAttribute('href')).toBe(
      '/treatment-plan/analysis-1',
    );
    expect(screen.getByRole('link', { name: 'Find Consultants' }).getAttribute('href')).toBe(
      '/consultant-services/analysis-1',
    );
    expect(screen.getByRole('button', { name: 'Adjust outline' })).toBeTruthy();
    expect(screen.queryByText('Simulated')).toBeNull();
  });

  it('writes an outline too unsure for a ± above zero as a range from zero', () => {
    const t = makeThread({ analysisResult: makeResult({ area_cm2: 2.3, area_uncertainty_cm2: 2.6 }) });
    renderInWorkspace(<AnalysisTab />, fakeWorkspace({ threads: [t], selectedId: t.id }));
    expect(screen.getByText('2 cm² (0–5 cm²)')).toBeTruthy();
    expect(screen.queryByText(/±/)).toBeNull();
  });

  it('labels a simulated analysis on the card and the result, and offers no outline correction', () => {
    const t = makeThread({ simulated: true });
    renderInWorkspace(<AnalysisTab />, fakeWorkspace({ threads: [t], selectedId: t.id }));
    expect(screen.getAllByText('Simulated').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByText('Simulated analysis.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Adjust outline' })).toBeNull();
  });

  it('shows no cm² without the calibration sticker, and links to the printable sticker', () => {
    const t = makeThread({
      analysisResult: makeResult({
        calibrated: false,
        area_cm2: null,
        lw_estimate_cm2: null,
        ellipse_estimate_cm2: null,
      }),
    });
    renderInWorkspace(<AnalysisTab />, fakeWorkspace({ threads: [t], selectedId: t.id }));
    const panel = screen
      .getByRole('heading', { name: 'Not calibrated — add the calibration sticker' })
      .closest('section')!;
    expect(
      within(panel).getByRole('link', { name: 'Get the printable calibration sticker' }).getAttribute('href'),
    ).toBe('/calibration-sticker');
    expect(panel.textContent).not.toMatch(/\d cm²/);
    expect(screen.queryByText('Healing stage')).toBeNull();
  });

  it('asks to review the outline with the reasons when a quality check failed', () => {
    const t = makeThread({
      analysisResult: makeResult({
        outline_quality: { score: 0.41, review: true, checks: [], reasons: ['Camera tilted 38° (limit 25°)'] },
      }),
    });
    renderInWorkspace(<AnalysisTab />, fakeWorkspace({ threads: [t], selectedId: t.id }));
    expect(screen.getByText(/Outline quality 41 % — Review the outline/)).toBeTruthy();
    expect(screen.getByText('Review the outline: Camera tilted 38° (limit 25°)')).toBeTruthy();
  });

  it('shows the osteomyelitis flag and a "no wound found" screen as saying nothing about infection', () => {
    const t = makeThread({
      analysisResult: makeResult({
        infection_screen: makeScreen({
          result: 'indeterminate',
          level: null,
          osteomyelitis_flag: true,
          wound_found: false,
        }),
      }),
    });
    renderInWorkspace(<AnalysisTab />, fakeWorkspace({ threads: [t], selectedId: t.id }));
    expect(screen.getByRole('alert').textContent).toMatch(/possible osteomyelitis/);
    expect(
      screen.getByText('No wound was found in the photo, so the photo says nothing about infection.'),
    ).toBeTruthy();
  });

  it('a "no wound found" result says so with how to retake, and opens the outline editor to draw the wound', () => {
    const message =
      'No wound was found in this photo. Retake it with the wound in the middle of the frame — or draw the outline by hand.';
    // jsdom has no layout: the editor scrolls itself into view when it opens
    Element.prototype.scrollIntoView = () => {};
    const t = makeThread({
      analysisResult: makeResult({
        wound_found: false,
        area_cm2: 0,
        warnings: [{ code: 'NO_WOUND_FOUND', message }],
        infection_screen: makeScreen({ result: 'indeterminate', level: null, wound_found: false }),
      }),
    });
    renderInWorkspace(<AnalysisTab />, fakeWorkspace({ threads: [t], selectedId: t.id }));
    expect(screen.getByText(message)).toBeTruthy();
    expect(screen.getByLabelText('Wound outline drawing area')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save outline and re-measure' })).toBeTruthy();
  });

  it('shows the overlay and the current stage while analyzing', () => {
    const t = makeThread({ status: 'analyzing', stage: 'measuring', analysisResult: null, processingTime: null });
    const { unmount } = renderInWorkspace(
      <AnalysisTab />,
      fakeWorkspace({ threads: [t], selectedId: t.id, connected: true }),
    );
    expect(screen.getByText('Analyzing with MCP Server...')).toBeTruthy();
    const current = document.querySelector('[aria-current="step"]')!;
    expect(current.textContent).toBe('Measuring the wound');
    unmount();
    renderInWorkspace(<AnalysisTab />, fakeWorkspace({ threads: [t], selectedId: t.id, connected: false }));
    expect(screen.getByText('Analyzing with BLT LLM...')).toBeTruthy();
  });

  it('shows a failure with its reason', () => {
    const t = makeThread({ status: 'failed', analysisResult: null, error: 'The photo could not be decoded.' });
    renderInWorkspace(<AnalysisTab />, fakeWorkspace({ threads: [t], selectedId: t.id }));
    expect(screen.getByRole('alert').textContent).toContain('The photo could not be decoded.');
  });

  it('has an empty state that leads to the upload tab', async () => {
    const ws = fakeWorkspace();
    renderInWorkspace(<AnalysisTab />, ws);
    expect(screen.getByText('No Image Uploaded')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Upload Image' }));
    expect(ws.goTo).toHaveBeenCalledWith('upload');
  });

  it('changes priority and deletes only after confirmation', async () => {
    const user = userEvent.setup();
    const t = makeThread();
    const ws = fakeWorkspace({ threads: [t], selectedId: t.id });
    renderInWorkspace(<AnalysisTab />, ws);
    await user.selectOptions(screen.getByLabelText(/Priority of Ada Lovelace/), 'high');
    expect(ws.setPriority).toHaveBeenCalledWith('analysis-1', 'high');
    await user.click(screen.getByRole('button', { name: /Delete Ada Lovelace/ }));
    expect(ws.remove).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(ws.remove).toHaveBeenCalledWith('analysis-1');
  });
});
