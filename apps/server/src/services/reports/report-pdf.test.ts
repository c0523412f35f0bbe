import { describe, expect, it } from 'vitest';
import type { ClinicalAssessment } from '@woundcare/api-types';
import { deriveAssessment } from '../../clinical/derive-assessment.ts';
import { makeInputs } from '../../clinical/test-inputs.ts';
import type { AnalysisResult, AssessmentJson } from '../assessments/assessment-types.ts';
import { resultFixture } from '../../../test/support/result-fixture.ts';
import { extractPdfText } from '../../../test/support/pdf-text.ts';
import { createReportPdf } from './report-pdf.ts';

const assessment = {
  id: 'analysis-7',
  patientName: 'Jane Roe',
  woundLabel: 'Wound 1',
  examDate: '2026-11-02T10:00:00.000Z',
  examDateSource: 'exif',
  uploadedAt: '2026-11-02T10:05:00.000Z',
  completedAt: null,
  simulated: false,
  priority: 'low',
  outlineStatus: 'model',
  amendments: [],
} as unknown as AssessmentJson;

/** A plantar DFU with IWGDF/IDSA moderate infection (erythema > 2 cm) and probe to bone. */
const infectedDfu = (): ClinicalAssessment =>
  deriveAssessment(
    makeInputs({
      bedside: {
        local_swelling_induration: 'present',
        local_warmth: 'present',
        erythema_over_2cm_or_deep: 'present',
        purulent_discharge: 'present',
        systemic_signs: 'absent',
        probes_to_bone: 'present',
      },
    }),
  );

/** An arterial heel ulcer, ABPI 0.4, dry stable eschar: urgent vascular referral. */
const arterialHeel = (): ClinicalAssessment =>
  deriveAssessment(
    makeInputs({
      wound: { etiology: 'arterial_ulcer', abpi: 0.4, tbi: null, site: 'heel_left' },
      clinicianTissue: { worst: 'necrotic', necrosis: 'dry_stable' },
      exudate: 'none',
    }),
  );

const pdfText = async (
  clinical: ClinicalAssessment | null,
  over: Partial<AssessmentJson> = {},
  result: AnalysisResult = resultFixture(),
) =>
  extractPdfText(
    await createReportPdf({
      assessment: { ...assessment, ...over },
      result,
      clinical,
      annotatedPng: null,
      photo: null,
    }),
  );
const oneLine = (s: string) => s.replace(/\s+/g, ' ');

describe('PDF report reads the stored assessment', () => {
  it('an arterial ulcer: urgent vascular referral on the first lines, priority with its reasons, no moist healing', async () => {
    const a = arterialHeel();
    const text = oneLine(await pdfText(a));
    expect(text).toContain('Priority Urgent (high)');
    expect(text).toMatch(/URGENT: Arterial ulcer: refer for urgent vascular assessment/);
    expect(text).toContain('Same-day clinical review');
    expect(text).toContain(a.perfusion.text);
    expect(text).toContain('No compression therapy on an arterial ulcer.');
    expect(text).not.toMatch(/moist/i);
    // each advice row with its source
    for (const r of a.advice) expect(text).toContain(oneLine(`Source: ${r.source}`));
    // the plan itself
    expect(text).toContain('Treatment plan — Arterial ulcer: care plan');
    expect(text).toContain('Self-treatable No — needs a clinician');
    expect(text).toContain('When to seek help');
    // outline not validated for this etiology, and how the outline was made, in words
    expect(text).toContain('Outline not validated for this wound type — check it');
    expect(text).toContain('Traced by the outline model; not yet confirmed by a clinician');
    expect(text).not.toMatch(/given-mask|Model wound-seg/);
  });

  it('a DFU: the IWGDF/IDSA grade, each sign in words with where it came from, systemic antibiotics', async () => {
    const a = infectedDfu();
    expect(a.infection.instrument).toBe('IWGDF/IDSA');
    const text = oneLine(await pdfText(a));
    expect(text).toContain('Infection screen (IWGDF/IDSA)');
    expect(text).toContain(oneLine(a.infection.label));
    expect(text).toContain('Present — Local swelling or induration (from: bedside)');
    expect(text).toMatch(/Not assessed — Local tenderness or pain \(from: not assessed\)/);
    expect(text).toContain('Absent — Systemic signs');
    expect(a.advice.some((r) => r.actions.includes('systemic-antibiotics'))).toBe(true);
    expect(text).not.toContain('NERDS (local)');
    expect(text).not.toContain('Outline not validated');
  });

  it('prints the measurement sentence, the ± and the one length/width label', async () => {
    const a = deriveAssessment(makeInputs());
    const text = oneLine(await pdfText(a));
    expect(text).toContain(a.measurement.text);
    expect(text).toContain('Area (model-traced outline) 4.0 ± 0.3 cm²');
    expect(text).toContain(oneLine(a.measurement.lengthWidthLabel));
    expect(text).toMatch(/Parts size \d+, exudate 1, tissue \d \(tissue from: worst colour share ≥ \d+ % \(a hint\)\)/);
  });

  it('no wound found: "not measured", never 0 cm²', async () => {
    const a = deriveAssessment(
      makeInputs({ measurement: { ...makeInputs().measurement, woundFound: false, areaCm2: null } }),
    );
    const text = oneLine(await pdfText(a));
    expect(text).toContain('Area (model-traced outline) not measured');
    expect(text).not.toMatch(/0\.00 cm²/);
  });

  it('says how a clinician-confirmed outline was made', async () => {
    const text = oneLine(await pdfText(deriveAssessment(makeInputs()), { outlineStatus: 'confirmed' }));
    expect(text).toContain('Traced by the outline model; confirmed by a clinician');
  });

  it('labels a clinician outline "clinician-traced" and gives it no model quality score (never 100 %)', async () => {
    const inputs = makeInputs();
    const a = deriveAssessment(makeInputs({ measurement: { ...inputs.measurement, outlineSource: 'clinician' } }));
    const result = resultFixture({
      figures: {
        outline_source: 'clinician',
        // what the engine reports for a given mask: no model checks to fail
        outline_quality: { score: 1, review: false, checks: [], reasons: [] },
      },
    });
    const text = oneLine(await pdfText(a, { outlineStatus: 'adjusted' }, result));
    expect(text).toMatch(/Area \(clinician-traced outline\) \d/);
    expect(text).toContain('Outline Clinician-traced outline; adjusted');
    expect(text).toContain('Outline check Clinician-traced');
    expect(text).not.toContain('100 %');
  });

  it('gives the reasons to check a model outline in plain words', async () => {
    const result = resultFixture({
      figures: {
        outline_quality: {
          score: 0.32,
          review: true,
          checks: [
            { id: 'boundary_certainty', ok: false, value: 0.91, limit: 0.8, message: '91 % of the edge (limit 80 %)' },
            { id: 'camera_tilt', ok: false, value: 31.4, limit: 25, message: 'Camera tilted 31° (limit 25°)' },
          ],
          reasons: ['91 % of the edge (limit 80 %)', 'Camera tilted 31° (limit 25°)'],
        },
      },
    });
    const text = oneLine(await pdfText(deriveAssessment(makeInputs()), {}, result));
    expect(text).toContain('Check the outline: the edge is blurred');
    expect(text).toContain('Check the outline: the photo is tilted 31°');
    expect(text).not.toContain('limit 80 %');
  });

  it('without a stored assessment it says so instead of advising', async () => {
    const text = oneLine(await pdfText(null));
    expect(text).toContain('Priority Assessment not available');
    expect(text).toContain('Assessment not available: no stored clinical assessment');
    expect(text).not.toContain('Treatment plan');
  });
});
