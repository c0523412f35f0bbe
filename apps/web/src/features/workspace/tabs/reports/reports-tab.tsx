import { useState } from 'react';
import { AlertTriangle, Clock, FileDown, FileJson, Gauge, Ruler, ShieldAlert } from 'lucide-react';
import { threadFiles } from '../../../../lib/analysis/api.ts';
import { formatDateTime, reportFigures } from '../../../../lib/analysis/rules.ts';
import { downloadFromApi } from '../../../../lib/download.ts';
import { SimulatedBadge } from '../../../../components/ui/badge.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Card, Notice, PageHeading } from '../../../../components/ui/card.tsx';
import { ThreadPicker, type CompletedThread } from '../../components/thread-picker.tsx';

function Exports({ thread }: { thread: CompletedThread }) {
  const [busy, setBusy] = useState<'pdf' | 'fhir' | null>(null);
  const [error, setError] = useState<string | null>(null);
  async function run(kind: 'pdf' | 'fhir') {
    setBusy(kind);
    setError(null);
    try {
      if (kind === 'pdf') await downloadFromApi(threadFiles.reportPdf(thread.id), `woundly-report-${thread.id}.pdf`);
      else await downloadFromApi(threadFiles.fhir(thread.id), `woundly-fhir-${thread.id}.json`);
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
        <Button variant="secondary" onClick={() => void run('fhir')} disabled={busy !== null || thread.simulated}>
          <FileJson className="h-4 w-4" aria-hidden="true" /> {busy === 'fhir' ? 'Exporting…' : 'Export FHIR'}
        </Button>
      </div>
      {thread.simulated && (
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

/** Reports & Analytics (spec 001 §2): four metric cards, summary, priorities, PDF and FHIR export. */
export function ReportsTab() {
  return (
    <div>
      <PageHeading
        title="Reports & Analytics"
        description="A report of one completed analysis, to download as PDF or export to an EHR as FHIR."
      />
      <ThreadPicker emptyTitle="No completed analyses yet" emptyText="Reports are made from completed analyses.">
        {(t) => {
          const r = t.analysisResult;
          const f = reportFigures(r);
          const cards = [
            {
              id: 'quality',
              label: 'Outline quality',
              value: f.outlineQuality,
              sub: 'Measured: model certainty, calibration, image',
              icon: Gauge,
            },
            { id: 'time', label: 'Processing time', value: f.processingTime, sub: 'Upload to result', icon: Clock },
            {
              id: 'area',
              label: 'Wound area',
              value: f.woundArea,
              sub: r.calibrated ? 'Model-traced outline, calibrated' : 'Add the calibration sticker',
              icon: Ruler,
            },
            { id: 'risk', label: 'Risk level', value: f.riskLevel, sub: f.riskStatus, icon: ShieldAlert },
          ];
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
              <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
                {cards.map(({ id, label, value, sub, icon: Icon }) => (
                  <Card as="li" key={id}>
                    <div className="flex items-start justify-between">
                      <p className="text-sm font-medium text-slate-600">{label}</p>
                      <Icon
                        className={`h-5 w-5 ${id === 'risk' && f.riskStatus === 'Critical' ? 'text-red-600' : 'text-brand-700'}`}
                        aria-hidden="true"
                      />
                    </div>
                    <p className="mt-2 text-2xl font-bold text-ink">{value}</p>
                    <p
                      className={`text-xs ${id === 'risk' && f.riskStatus === 'Critical' ? 'font-semibold text-red-700' : 'text-slate-500'}`}
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
                    <div>
                      <dt className="text-slate-500">Priority</dt>
                      <dd className="capitalize text-slate-800">{t.priority}</dd>
                    </div>
                  </dl>
                </Card>
                <Card as="section">
                  <h2 className="text-lg font-semibold text-ink">Screen summary</h2>
                  <dl className="mt-3 space-y-2 text-sm">
                    <div>
                      <dt className="text-slate-500">Infection screen (NERDS / STONEES)</dt>
                      <dd className="font-medium text-slate-800">{r.screen_label}</dd>
                    </div>
                    {r.infection_screen && (
                      <div>
                        <dt className="text-slate-500">Signs assessed</dt>
                        <dd className="text-slate-800">
                          {r.infection_screen.signs.filter((s) => s.state !== 'not_assessed').length} of{' '}
                          {r.infection_screen.signs.length}
                        </dd>
                      </div>
                    )}
                  </dl>
                </Card>
                <Card as="section">
                  <h2 className="text-lg font-semibold text-ink">Treatment priority</h2>
                  <ul className="mt-3 space-y-2">
                    {r.priority_messages.map((m) => (
                      <li key={m} className="flex gap-2 text-sm text-slate-800">
                        <AlertTriangle
                          className={`mt-0.5 h-4 w-4 shrink-0 ${m.startsWith('Immediate') ? 'text-red-600' : m.startsWith('Antibiotic') ? 'text-amber-600' : 'text-brand-700'}`}
                          aria-hidden="true"
                        />
                        {m}
                      </li>
                    ))}
                  </ul>
                </Card>
              </div>
              <Card as="section">
                <h2 className="text-lg font-semibold text-ink">Findings</h2>
                <p className="mt-2 text-sm leading-relaxed text-slate-700">{r.description}</p>
                <h3 className="mt-4 text-sm font-semibold text-slate-800">Recommendations</h3>
                <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-slate-700">
                  {r.recommendations.map((x) => (
                    <li key={x}>{x}</li>
                  ))}
                </ol>
              </Card>
              <Card as="section">
                <h2 className="text-lg font-semibold text-ink">Export</h2>
                <div className="mt-3">
                  <Exports thread={t} />
                </div>
              </Card>
            </div>
          );
        }}
      </ThreadPicker>
    </div>
  );
}
