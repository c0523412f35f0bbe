import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IWGDF_SIGN_IDS, IWGDF_SIGN_LABELS } from '@woundcare/api-types';
import { OUTLINE_NOT_VALIDATED } from '@woundcare/api-types/site';
import { makeClinicalAssessment, makeResult, makeScreen, makeAssessment } from '../../../test/fixtures.ts';
import { fakeWorkspace, renderInWorkspace, stubDialog } from '../../../test/workspace.tsx';
import { AnalysisTab } from './analysis-tab.tsx';

beforeEach(stubDialog);
afterEach(cleanup);

describe('AnalysisTab', { timeout: 20_000 }, () => {
  it('shows the stored assessment: measurement, flags, priority with reasons, advice with sources, the screen in words', () => {
    const t = makeAssessment();
    renderInWorkspace(<AnalysisTab />, fakeWorkspace({ assessments: [t], selectedId: t.id }));
    // the measurement as stored: the area with its range and the range's coverage, and its one length/width label
    // set large with the range beneath, reading as the stored text (comma included) as a whole
    const area = screen.getByRole('heading', { name: 'Wound area' }).nextElementSibling!;
    expect(area.textContent).toBe('4.0 cm², 95 % range 3.4–4.7 cm²');
    expect(within(area as HTMLElement).getByText('4.0 cm²').className).toContain('text-4xl');
    expect(within(area as HTMLElement).getByText('95 % range 3.4–4.7 cm²').className).not.toContain('text-4xl');
    expect(screen.getByText('Length 3.0 cm × width 2.0 cm')).toBeTruthy();
    expect(screen.getByText(/^Length: longest diameter across all outlined regions together/)).toBeTruthy();
    expect(screen.getByText('Outline likely within 15 %')).toBeTruthy();
    expect(screen.queryByText(/Outline quality \d+ %/)).toBeNull();
    // flags: "outline not validated" in the shared words, the colour reading as a hint only
    const flags = screen.getByRole('list', { name: 'Flags' });
    expect(within(flags).getByText(OUTLINE_NOT_VALIDATED)).toBeTruthy();
    expect(within(flags).getByText('Hint:')).toBeTruthy();
    // priority in words with its reason and source
    expect(screen.getByText('Routine')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Priority reasons' })).getByText(/no urgent finding/)).toBeTruthy();
    // advice rows with their sources (compression at ABPI 1.0)
    const advice = within(screen.getByRole('list', { name: 'Advice' }));
    expect(advice.getByText(/^Compression therapy \(ABPI 1, within 0\.8–1\.3\)/)).toBeTruthy();
    expect(advice.getAllByText(/^Source: ESVS 2022/).length).toBe(1);
    // the screen: instrument, indeterminate, what is still to assess, each sign's state in words
    expect(screen.getByRole('heading', { name: /Infection screen \(NERDS\/STONEES\)/ })).toBeTruthy();
    expect(screen.getAllByText('Indeterminate — bedside assessment needed').length).toBeGreaterThanOrEqual(1);
    expect(screen.getByText('Still to assess at the bedside')).toBeTruthy();
    const signs = within(screen.getByRole('list', { name: 'Infection signs' }));
    const oedema = signs.getByText('Oedema (swelling)').closest('li')!;
    const smell = signs.getByText('Smell (malodour after cleansing)').closest('li')!;
    const friable = signs.getByText('Bright-red granulation (friability needs touch)').closest('li')!;
    expect(within(oedema).getByText('Present').className).toContain('red');
    expect(within(smell).getByText('Absent').className).not.toContain('red');
    expect(within(friable).getByText('Not assessed').className).toContain('dashed');
    expect(signs.queryByText('Bedside')).toBeNull();
    expect(oedema.textContent).toContain('at the bedside');
    expect(screen.getByText(/redness is hard to see on darker skin/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Treatment Plan' }).getAttribute('href')).toBe(
      '/treatment-plan/analysis-1',
    );
    // referral is one action under one name: "Send referral", no "Find Consultants"
    expect(screen.queryByRole('link', { name: 'Find Consultants' })).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Send referral' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Adjust outline' })).toBeTruthy();
    expect(screen.queryByText('Simulated')).toBeNull();
  });

  it('shows "Assessment not available yet" and nothing derived when the analysis has no stored assessment', () => {
    const t = makeAssessment({ clinical: null });
    renderInWorkspace(<AnalysisTab />, fakeWorkspace({ assessments: [t], selectedId: t.id }));
    expect(screen.getByRole('heading', { name: 'Assessment not available yet' })).toBeTruthy();
    // the engine result is still there, but no area, screen, priority or advice is shown from it
    expect(screen.queryByText(/cm²/)).toBeNull();
    expect(screen.queryByText(/Infection screen/)).toBeNull();
    expect(screen.queryByRole('list', { name: 'Advice' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Adjust outline' })).toBeTruthy();
  });

  it('an older result without a range shows the area as the server wrote it and says no range was reported', () => {
    const a = makeClinicalAssessment();
    a.measurement = {
      ...a.measurement,
      areaCm2: 2.3,
      areaUncertaintyCm2: 2.6,
      areaInterval: null,
      areaText: '2 cm² (0–5 cm²)',
    };
    a.measurement.outlineQuality = { score: 0.41, review: true, statement: null };
    const t = makeAssessment({ clinical: a });
    renderInWorkspace(<AnalysisTab />, fakeWorkspace({ assessments: [t], selectedId: t.id }));
    expect(screen.getByText('2 cm² (0–5 cm²)')).toBeTruthy();
    expect(screen.getByText(/no range reported for this analysis/)).toBeTruthy();
    expect(screen.getByText(/Outline quality 41 % — Review the outline/)).toBeTruthy();
  });

  it('a flagged outline says what to check in plain words', () => {
    const a = makeClinicalAssessment();
    a.measurement.outlineQuality = {
      score: 0.3,
      review: true,
      statement: 'Check the outline: the edge is blurred; a second region far from the wound',
    };
    const t = makeAssessment({ clinical: a });
    renderInWorkspace(<AnalysisTab />, fakeWorkspace({ assessments: [t], selectedId: t.id }));
    expect(screen.getByText('Check the outline: the edge is blurred; a second region far from the wound')).toBeTruthy();
  });

  it('labels a simulated analysis on the card and the result, and offers no outline correction', () => {
    const t = makeAssessment({ simulated: true });
    renderInWorkspace(<AnalysisTab />, fakeWorkspace({ assessments: [t], selectedId: t.id }));
    expect(screen.getAllByText('Simulated').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByText('Simulated analysis.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Adjust outline' })).toBeNull();
  });

  it('says "not measured" with the reason when the stored area is null, and links to the sticker without one', () => {
    const a = makeClinicalAssessment();
    a.measurement = {
      ...a.measurement,
      status: 'not_calibrated',
      areaCm2: null,
      areaUncertaintyCm2: null,
      lengthCm: null,
      widthCm: null,
      perimeterCm: null,
      text: 'Not measured: no calibration sticker was found, so no area in cm².',
    };
    const t = makeAssessment({ clinical: a });
    renderInWorkspace(<AnalysisTab />, fakeWorkspace({ assessments: [t], selectedId: t.id }));
    const panel = screen.getByRole('heading', { name: 'Wound area: not measured' }).closest('section')!;
    expect(panel.textContent).toContain('no calibration sticker was found');
    expect(
      within(panel).getByRole('link', { name: 'Get the printable calibration sticker' }).getAttribute('href'),
    ).toBe('/calibration-sticker');
    expect(panel.textContent).not.toMatch(/\d cm²/);
  });

  it('a diabetic foot ulcer: IWGDF/IDSA grade and osteomyelitis; the checklist adds the IWGDF items and saving updates the views', async () => {
    const user = userEvent.setup();
    const a = makeClinicalAssessment({ etiology: 'diabetic_foot_ulcer' });
    a.infection = {
      ...a.infection,
      instrument: 'IWGDF/IDSA',
      result: 'indeterminate',
      grade: null,
      gradeAtLeast: 3,
      label: 'Indeterminate — at least grade 3 (O) (moderate infection); could be grade 4',
      osteomyelitisSuspected: true,
      nerds: null,
      stonees: null,
      signs: [
        {
          id: 'probes_to_bone',
          label: 'Probes to or exposed bone (Os)',
          state: 'present',
          stateWords: 'Present',
          source: 'clinician',
          evidence: null,
          instrument: 'IWGDF/IDSA',
        },
        {
          id: 'local_warmth',
          label: 'Local warmth',
          state: 'not_assessed',
          stateWords: 'Not assessed',
          source: 'none',
          evidence: null,
          instrument: 'IWGDF/IDSA',
        },
      ],
      toAssess: ['Local warmth'],
    };
    const t = makeAssessment({ clinical: a });
    const answered = makeAssessment({ clinical: makeClinicalAssessment({ etiology: 'diabetic_foot_ulcer' }) });
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ assessment: answered }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const ws = fakeWorkspace({ assessments: [t], selectedId: t.id });
    renderInWorkspace(<AnalysisTab />, ws);
    expect(screen.getByRole('heading', { name: /Infection screen \(IWGDF\/IDSA\)/ })).toBeTruthy();
    expect(screen.getByText('IWGDF/IDSA grade: at least 3')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toMatch(/Osteomyelitis suspected/);

    await user.click(screen.getByRole('button', { name: 'Edit bedside signs' }));
    // every IWGDF/IDSA item, three-way, beside NERDS / STONEES
    for (const id of IWGDF_SIGN_IDS) {
      const group = screen.getByRole('group', { name: IWGDF_SIGN_LABELS[id] });
      expect(
        within(group)
          .getAllByRole('radio')
          .map((r) => r.parentElement!.textContent),
      ).toEqual(['Present', 'Absent', 'Not assessed']);
    }
    const bone = screen.getByRole('group', { name: /Probes to or exposed bone/ });
    expect((within(bone).getByRole('radio', { name: 'Present' }) as HTMLInputElement).checked).toBe(true);
    await user.click(
      within(screen.getByRole('group', { name: IWGDF_SIGN_LABELS.local_warmth })).getByRole('radio', {
        name: 'Present',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Save and re-assess' }));
    // (the result also asks where the assessment stands in the chart)
    const calls = fetchMock.mock.calls as unknown as [string, RequestInit][];
    const [url, init] = calls.find(([u]) => u.endsWith('/infection-signs')) ?? calls[0]!;
    expect(url).toBe('/api/assessments/analysis-1/infection-signs');
    expect(JSON.parse(String(init.body))).toEqual({ probes_to_bone: 'present', local_warmth: 'present' });
    // the answer carries the re-derived assessment: written into the assessments through the data hook
    expect(ws.replace).toHaveBeenCalledWith(answered);
    vi.unstubAllGlobals();
  });

  it('a "no wound found" result says so with how to retake, and opens the outline editor to draw the wound', () => {
    const message =
      'No wound was found in this photo. Retake it with the wound in the middle of the frame — or draw the outline by hand.';
    // jsdom has no layout: the editor scrolls itself into view when it opens
    Element.prototype.scrollIntoView = () => {};
    const t = makeAssessment({
      analysisResult: makeResult({
        wound_found: false,
        area_cm2: 0,
        warnings: [{ code: 'NO_WOUND_FOUND', message }],
        infection_screen: makeScreen({ result: 'indeterminate', level: null, wound_found: false }),
      }),
    });
    renderInWorkspace(<AnalysisTab />, fakeWorkspace({ assessments: [t], selectedId: t.id }));
    expect(screen.getByText(message)).toBeTruthy();
    expect(screen.getByLabelText('Wound outline drawing area')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save outline and re-measure' })).toBeTruthy();
  });

  it('labels a clinician outline "clinician-traced" and shows no model quality score for it (never 100 %)', () => {
    const a = makeClinicalAssessment();
    a.measurement = {
      ...a.measurement,
      outlineSource: 'clinician',
      outlineQuality: { score: 1, review: false, statement: null },
    };
    const t = makeAssessment({
      clinical: a,
      outlineStatus: 'adjusted',
      analysisResult: makeResult({
        outline_source: 'clinician',
        outline_quality: { score: 1, review: false, checks: [], reasons: [] },
      }),
    });
    renderInWorkspace(<AnalysisTab />, fakeWorkspace({ assessments: [t], selectedId: t.id }));
    expect(screen.getAllByText(/Clinician-traced outline/).length).toBeGreaterThanOrEqual(2); // caption and panel
    expect(screen.getByText(/Outline quality Clinician-traced/)).toBeTruthy();
    expect(screen.queryByText(/100 %/)).toBeNull();
    expect(screen.queryByText(/Model-traced/)).toBeNull();
  });

  it('lists why to check a model outline in plain words', () => {
    const t = makeAssessment({
      analysisResult: makeResult({
        outline_quality: {
          score: 0.32,
          review: true,
          checks: [
            { id: 'boundary_certainty', ok: false, value: 0.91, limit: 0.8, message: '91 % of the edge (limit 80 %)' },
            { id: 'sharpness', ok: false, value: 10, limit: 15, message: 'Sharpness 10 (variance of the Laplacian)' },
          ],
          reasons: ['91 % of the edge (limit 80 %)', 'Sharpness 10 (variance of the Laplacian)'],
        },
      }),
    });
    renderInWorkspace(<AnalysisTab />, fakeWorkspace({ assessments: [t], selectedId: t.id }));
    const reasons = within(screen.getByRole('list', { name: 'Why to check the outline' }));
    expect(reasons.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'the edge is blurred',
      'the photo is blurred',
    ]);
    expect(screen.queryByText(/Laplacian/)).toBeNull();
  });

  it('keeps "Confirm outline" disabled while the outline is being edited, and enables it again on cancel', async () => {
    Element.prototype.scrollIntoView = () => {};
    const t = makeAssessment();
    renderInWorkspace(<AnalysisTab />, fakeWorkspace({ assessments: [t], selectedId: t.id }));
    const confirm = screen.getByRole('button', { name: 'Confirm outline' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Adjust outline' }));
    expect(confirm.disabled).toBe(true);
    expect(screen.getByText('Save or cancel your outline first.')).toBeTruthy();
    // the tap tool is the default: dropping a stray region is one tap on it
    expect(screen.getByRole('button', { name: 'Tap region' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(confirm.disabled).toBe(false);
  });

  it('says in plain words what the analysis is doing: the stage the server reports, never the machinery', () => {
    const t = makeAssessment({ status: 'analyzing', stage: 'measuring', analysisResult: null, processingTime: null });
    const { unmount } = renderInWorkspace(
      <AnalysisTab />,
      fakeWorkspace({ assessments: [t], selectedId: t.id, connected: true }),
    );
    expect(screen.getByText('Measuring the wound…')).toBeTruthy();
    expect(screen.getByText('Step 4 of 5')).toBeTruthy();
    expect(screen.queryByText(/MCP|LLM/)).toBeNull();
    const current = document.querySelector('[aria-current="step"]')!;
    expect(current.textContent).toBe('Measuring the wound');
    unmount();
    const queued = makeAssessment({ status: 'analyzing', stage: null, analysisResult: null, processingTime: null });
    renderInWorkspace(
      <AnalysisTab />,
      fakeWorkspace({ assessments: [queued], selectedId: queued.id, connected: false }),
    );
    expect(screen.getByText('Waiting to start…')).toBeTruthy();
    expect(screen.queryByText(/MCP|LLM/)).toBeNull();
  });

  it('links a result to its wound’s trend in one tap', () => {
    const t = makeAssessment();
    renderInWorkspace(<AnalysisTab />, fakeWorkspace({ assessments: [t], selectedId: t.id }));
    const trend = screen.getByRole('link', { name: 'Wound trend' });
    expect(trend.getAttribute('href')).toBe(`/demo/wounds/${t.woundId}`);
  });

  it('shows a failure with its reason', () => {
    const t = makeAssessment({ status: 'failed', analysisResult: null, error: 'The photo could not be decoded.' });
    renderInWorkspace(<AnalysisTab />, fakeWorkspace({ assessments: [t], selectedId: t.id }));
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
    const t = makeAssessment();
    const ws = fakeWorkspace({ assessments: [t], selectedId: t.id });
    renderInWorkspace(<AnalysisTab />, ws);
    await user.selectOptions(screen.getByLabelText(/Priority of Ada Lovelace/), 'high');
    expect(ws.setPriority).toHaveBeenCalledWith('analysis-1', 'high');
    await user.click(screen.getByRole('button', { name: /Delete Ada Lovelace/ }));
    expect(ws.remove).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(ws.remove).toHaveBeenCalledWith('analysis-1');
  });
});
