import { useState } from 'react';
import { Clock, FileDown, FileJson, Gauge, Ruler, ShieldAlert } from 'lucide-react';
import { assessmentFiles } from '../assessments/api/assessments.ts';
import { CLINICIAN_TRACED_QUALITY, formatOutlineQuality, OUTLINE_SOURCE_LABEL } from '@woundcare/vocabulary';
import { formatDateTime, formatSeconds } from '../../lib/analysis/rules.ts';
import { downloadFromApi } from '../../lib/download.ts';
import { SimulatedBadge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, Notice, PageHeading } from '../../components/ui/card.tsx';
import { AssessmentPicker, type CompletedAssessment } from '../workspace/components/assessment-picker.tsx';
import { AssessmentNotAvailable } from '../workspace/components/assessment-not-available.tsx';
import { AdviceList, PriorityBlock } from '../workspace/components/assessment-summary.tsx';

function Exports({ assessment }: { assessment: CompletedAssessment }) {
  const [busy, setBusy] = useState<'pdf' | 'fhir' | null>(null);
  const [error, setError] = useState<string | null>(null);
  async function run(kind: 'pdf' | 'fhir') {
    setBusy(kind);
    setError(null);
    try {
      if (kind === 'pdf')
        await downloadFromApi(assessmentFiles.reportPdf(assessment.id), `woundly-report-${assessment.id}.pdf`);
      else await downloadFromApi(assessmentFiles.fhir(assessment.id), `woundly-fhir-${assessment.id}.json`);
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Download failed');
    } finally {
      setBusy(null);
    }
  }
  return (
    <div>
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => void run('pdf')} disabled={busy !== null}>
          <FileDown className="h-4 w-4" aria-hidden="true" />{' '}
          {busy === 'pdf' ? 'Preparing PDF…' : 'Download PDF report'}
        </Button>
        <Button variant="secondary" onClick={() => void run('fhir')} disabled={busy !== null || assessment.simulated}>
          <FileJson className="h-4 w-4" aria-hidden="true" /> {busy === 'fhir' ? 'Exporting…' : 'Export FHIR'}
        </Button>
      </div>
      {assessment.simulated && (
        <p className="mt-2 text-xs text-amber-800">
          A simulated analysis has no measurements, so it cannot be exported to FHIR.
        </p>
      )}
      <p className="mt-2 text-xs text-slate-500">
        The FHIR export is an R4 Bundle: area, length and width Observations (LOINC, UCUM units) and the photo as Media.
      </p>
      {error && (
        <div className="mt-2">
          <Notice tone="error">{error}</Notice>
        </div>
      )}
    </div>
  );
}

/**
 * Reports & Analytics (docs/spec-notes.md#tab-contents): four metric cards, summary, priority, findings and advice —
 * all read from the stored assessment — and the PDF and FHIR export.
 */
export function ReportsTab() {
  return (
    <div>
      <PageHeading
        title="Reports & Analytics"
        description="A report of one completed analysis, to download as PDF or export to an EHR as FHIR."
      />
      <AssessmentPicker emptyTitle="No completed analyses yet" emptyText="Reports are made from completed analyses.">
        {(t) => {
          const a = t.clinical;
          const cards = a
            ? [
                {
                  id: 'quality',
                  label: 'Outline check',
                  value:
                    a.measurement.outlineSource === 'clinician'
                      ? OUTLINE_SOURCE_LABEL.clinician
                      : formatOutlineQuality(a.measurement.outlineQuality),
                  sub:
                    a.measurement.outlineSource === 'clinician'
                      ? CLINICIAN_TRACED_QUALITY
                      : `${OUTLINE_SOURCE_LABEL.model}: from the outline, the sticker and the photo`,
                  icon: Gauge,
                },
                {
                  id: 'time',
                  label: 'Processing time',
                  value: formatSeconds(t.analysisResult.processingTime),
                  sub: 'Upload to result',
                  icon: Clock,
                },
                {
                  id: 'area',
                  label: 'Wound area',
                  value: a.measurement.areaCm2 === null ? 'Not measured' : a.measurement.areaText,
                  sub: a.measurement.text,
                  icon: Ruler,
                },
                {
                  id: 'priority',
                  label: 'Priority',
                  value: a.priority.label,
                  sub: a.priority.reasons.map((x) => x.text).join('; '),
                  icon: ShieldAlert,
                },
              ]
            : [];
          const alarm = a !== null && a.priority.level === 'high';
          return (
            <div className="space-y-6">
              {t.simulated && (
                <div
                  role="note"
                  className="flex flex-wrap items-center gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
                >
                  <SimulatedBadge /> This report is of a simulated analysis — the figures are demo values, not
                  measurements.
                </div>
              )}
              {a ? (
                <>
                  <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
                    {cards.map(({ id, label, value, sub, icon: Icon }) => (
                      <Card as="li" key={id}>
                        <div className="flex items-start justify-between">
                          <p className="text-sm font-medium text-slate-600">{label}</p>
                          <Icon
                            className={`h-5 w-5 ${id === 'priority' && alarm ? 'text-red-600' : 'text-brand-700'}`}
                            aria-hidden="true"
                          />
                        </div>
                        <p className="mt-2 text-2xl font-bold text-ink">{value}</p>
                        <p
                          className={`text-xs first-letter:uppercase ${id === 'priority' && alarm ? 'font-semibold text-red-700' : 'text-slate-500'}`}
                        >
                          {sub}
                        </p>
                      </Card>
                    ))}
                  </ul>
                  <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
                    <Card as="section">
                      <h2 className="text-lg font-semibold text-ink">Patient information</h2>
                      <dl className="mt-3 space-y-2 text-sm">
                        <div>
                          <dt className="text-slate-500">Patient</dt>
                          <dd className="font-medium text-slate-800">{t.patientName}</dd>
                        </div>
                        <div>
                          <dt className="text-slate-500">Photo taken / uploaded</dt>
                          <dd className="text-slate-800">{formatDateTime(t.uploadedAt)}</dd>
                        </div>
                        <div>
                          <dt className="text-slate-500">Analysis ID</dt>
                          <dd className="font-mono text-xs text-slate-800">{t.id}</dd>
                        </div>
                      </dl>
                    </Card>
                    <Card as="section">
                      <h2 className="text-lg font-semibold text-ink">Screen summary</h2>
                      <dl className="mt-3 space-y-2 text-sm">
                        <div>
                          <dt className="text-slate-500">Infection screen ({a.infection.instrument})</dt>
                          <dd className="font-medium text-slate-800">{a.infection.label}</dd>
                        </div>
                        <div>
                          <dt className="text-slate-500">Items assessed</dt>
                          <dd className="text-slate-800">
                            {a.infection.signs.filter((s) => s.state !== 'not_assessed').length} of{' '}
                            {a.infection.signs.length}
                          </dd>
                        </div>
                        <div>
                          <dt className="text-slate-500">Perfusion</dt>
                          <dd className="text-slate-800">{a.perfusion.text}</dd>
                        </div>
                      </dl>
                    </Card>
                    <Card as="section">
                      <h2 className="text-lg font-semibold text-ink">Treatment priority</h2>
                      <PriorityBlock priority={a.priority} />
                    </Card>
                  </div>
                  <Card as="section">
                    <h2 className="text-lg font-semibold text-ink">Findings</h2>
                    <p className="mt-2 text-sm leading-relaxed text-slate-700">
                      {a.measurement.text} {a.infection.summary} {a.tissue.text}
                    </p>
                    <h3 className="mt-4 text-sm font-semibold text-slate-800">Recommendations</h3>
                    <AdviceList advice={a.advice} />
                  </Card>
                </>
              ) : (
                <AssessmentNotAvailable />
              )}
              <Card as="section">
                <h2 className="text-lg font-semibold text-ink">Export</h2>
                <div className="mt-3">
                  <Exports assessment={t} />
                </div>
              </Card>
            </div>
          );
        }}
      </AssessmentPicker>
    </div>
  );
}
