import { useState } from 'react';
import { Clock, FileDown, FileJson, Gauge, Ruler, ShieldAlert } from 'lucide-react';
import { assessmentFhirUrl } from '../assessments/api/get-assessment-fhir.ts';
import { assessmentReportUrl } from '../assessments/api/get-assessment-report.ts';
import { CLINICIAN_TRACED_QUALITY, formatOutlineQuality, OUTLINE_SOURCE_LABEL } from '@woundcare/vocabulary';
import { formatDateTime, formatSeconds } from '../../lib/analysis/rules.ts';
import { downloadFromApi } from '../../lib/download.ts';
import { SimulatedBadge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, Notice, PageHeading } from '../../components/ui/card.tsx';
import { AssessmentPicker, type CompletedAssessment } from '../workspace/components/assessment-picker.tsx';
import { AssessmentNotAvailable } from '../workspace/components/assessment-not-available.tsx';
import { AdviceList, PriorityBlock } from '../workspace/components/assessment-summary.tsx';
import { say } from '../../lib/i18n/workspace-i18n.ts';
import { reportsCopy as copy } from './reports-copy.ts';

function Exports({ assessment }: { assessment: CompletedAssessment }) {
  const [busy, setBusy] = useState<'pdf' | 'fhir' | null>(null);
  const [error, setError] = useState<string | null>(null);
  async function run(kind: 'pdf' | 'fhir') {
    setBusy(kind);
    setError(null);
    try {
      if (kind === 'pdf')
        await downloadFromApi(assessmentReportUrl(assessment.id), `woundly-report-${assessment.id}.pdf`);
      else await downloadFromApi(assessmentFhirUrl(assessment.id), `woundly-fhir-${assessment.id}.json`);
    } catch (err) {
      setError(err instanceof Error ? err.message : say(copy.export.failed));
    } finally {
      setBusy(null);
    }
  }
  return (
    <div>
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => void run('pdf')} disabled={busy !== null}>
          <FileDown className="h-4 w-4" aria-hidden="true" />{' '}
          {busy === 'pdf' ? say(copy.export.preparingPdf) : say(copy.export.pdf)}
        </Button>
        <Button variant="secondary" onClick={() => void run('fhir')} disabled={busy !== null || assessment.simulated}>
          <FileJson className="h-4 w-4" aria-hidden="true" />{' '}
          {busy === 'fhir' ? say(copy.export.exporting) : say(copy.export.fhir)}
        </Button>
      </div>
      {assessment.simulated && <p className="mt-2 text-xs text-amber-800">{say(copy.export.simulated)}</p>}
      <p className="mt-2 text-xs text-slate-500">{say(copy.export.fhirNote)}</p>
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
      <PageHeading title={say(copy.title)} description={say(copy.intro)} />
      <AssessmentPicker emptyTitle={say(copy.emptyTitle)} emptyText={say(copy.emptyText)}>
        {(t) => {
          const a = t.clinical;
          const cards = a
            ? [
                {
                  id: 'quality',
                  label: say(copy.cards.outline),
                  value:
                    a.measurement.outlineSource === 'clinician'
                      ? OUTLINE_SOURCE_LABEL.clinician
                      : formatOutlineQuality(a.measurement.outlineQuality),
                  sub:
                    a.measurement.outlineSource === 'clinician'
                      ? CLINICIAN_TRACED_QUALITY
                      : say(copy.cards.modelOutline, { outline: OUTLINE_SOURCE_LABEL.model }),
                  icon: Gauge,
                },
                {
                  id: 'time',
                  label: say(copy.cards.time),
                  value: formatSeconds(t.analysisResult.processingTime),
                  sub: say(copy.cards.timeNote),
                  icon: Clock,
                },
                {
                  id: 'area',
                  label: say(copy.cards.area),
                  value: a.measurement.areaCm2 === null ? say(copy.cards.notMeasured) : a.measurement.areaText,
                  sub: a.measurement.text,
                  icon: Ruler,
                },
                {
                  id: 'priority',
                  label: say(copy.cards.priority),
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
                  <SimulatedBadge /> {say(copy.simulated)}
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
                      <h2 className="text-lg font-semibold text-ink">{say(copy.patient.title)}</h2>
                      <dl className="mt-3 space-y-2 text-sm">
                        <div>
                          <dt className="text-slate-500">{say(copy.patient.patient)}</dt>
                          <dd className="font-medium text-slate-800">{t.patientName}</dd>
                        </div>
                        <div>
                          <dt className="text-slate-500">{say(copy.patient.photo)}</dt>
                          <dd className="text-slate-800">{formatDateTime(t.uploadedAt)}</dd>
                        </div>
                        <div>
                          <dt className="text-slate-500">{say(copy.patient.id)}</dt>
                          <dd className="font-mono text-xs text-slate-800">{t.id}</dd>
                        </div>
                      </dl>
                    </Card>
                    <Card as="section">
                      <h2 className="text-lg font-semibold text-ink">{say(copy.screen.title)}</h2>
                      <dl className="mt-3 space-y-2 text-sm">
                        <div>
                          <dt className="text-slate-500">
                            {say(copy.screen.infection, { instrument: a.infection.instrument })}
                          </dt>
                          <dd className="font-medium text-slate-800">{a.infection.label}</dd>
                        </div>
                        <div>
                          <dt className="text-slate-500">{say(copy.screen.items)}</dt>
                          <dd className="text-slate-800">
                            {say(copy.screen.itemsCount, {
                              assessed: a.infection.signs.filter((s) => s.state !== 'not_assessed').length,
                              total: a.infection.signs.length,
                            })}
                          </dd>
                        </div>
                        <div>
                          <dt className="text-slate-500">{say(copy.screen.perfusion)}</dt>
                          <dd className="text-slate-800">{a.perfusion.text}</dd>
                        </div>
                      </dl>
                    </Card>
                    <Card as="section">
                      <h2 className="text-lg font-semibold text-ink">{say(copy.priorityTitle)}</h2>
                      <PriorityBlock priority={a.priority} />
                    </Card>
                  </div>
                  <Card as="section">
                    <h2 className="text-lg font-semibold text-ink">{say(copy.findings)}</h2>
                    <p className="mt-2 text-sm leading-relaxed text-slate-700">
                      {a.measurement.text} {a.infection.summary} {a.tissue.text}
                    </p>
                    <h3 className="mt-4 text-sm font-semibold text-slate-800">{say(copy.recommendations)}</h3>
                    <AdviceList advice={a.advice} />
                  </Card>
                </>
              ) : (
                <AssessmentNotAvailable />
              )}
              <Card as="section">
                <h2 className="text-lg font-semibold text-ink">{say(copy.export.title)}</h2>
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
