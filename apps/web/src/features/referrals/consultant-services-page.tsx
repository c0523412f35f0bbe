import { useEffect, useId, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ArrowLeft, Search, UserSearch } from 'lucide-react';
import { paths } from '../../lib/paths.ts';
import { useAssessment } from '../assessments/api/get-assessment.ts';
import { Badge, SimulatedBadge } from '../../components/ui/badge.tsx';
import { EmptyState } from '../../components/ui/card.tsx';
import { DoctorCard } from './doctor-card.tsx';
import {
  AVAILABILITY_FILTERS,
  DEFAULT_PAGE_STATE,
  doctorsFoundLabel,
  filterDoctors,
  PAGE_STATES,
  type AvailabilityFilter,
} from './doctor-filters.ts';
import { useAssessmentConsultants } from './api/list-assessment-consultants.ts';
import { useConsultantDirectory } from './api/list-consultants.ts';
import { say } from '../../lib/i18n/workspace-i18n.ts';
import { sayParts } from '../../lib/i18n/say-parts.tsx';
import { consultantsCopy as copy } from './consultants-copy.ts';

const controlClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30';

/** /consultant-services[/:assessmentId] (docs/spec-notes.md#consultant-page): search the consultant directory. */
export function ConsultantServicesPage() {
  const { assessmentId } = useParams();
  const navigate = useNavigate();
  const ids = { q: useId(), state: useId(), avail: useId() };
  const [query, setQuery] = useState('');
  const [state, setState] = useState<string>(DEFAULT_PAGE_STATE);
  const [availability, setAvailability] = useState<AvailabilityFilter>('all');
  const directory = useConsultantDirectory({ state });
  useEffect(() => {
    if (directory.status === 'error') console.warn('Consultant directory failed', directory.error);
  }, [directory.status, directory.error]);
  const assessment = useAssessment(assessmentId).data ?? null;
  // The recommended specialist types are the server's rule (services/rules/specialist-types.ts), read, not re-derived.
  const recommended = useAssessmentConsultants(assessmentId, state).data?.specialistTypes ?? [];

  const loading = directory.status === 'loading';
  const shown = directory.status === 'success' ? filterDoctors(directory.data, query, availability) : [];
  const goBack = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate(paths.demo);
  };

  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
        <button
          type="button"
          onClick={goBack}
          className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden="true" /> {say(copy.back)}
        </button>
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-ink">{say(copy.title)}</h1>
        <p className="mt-1 text-slate-600">{say(copy.intro)}</p>

        {assessment?.analysisResult && (
          <div className="mt-4 rounded-xl border border-brand-200 bg-white p-4">
            <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
              {sayParts(copy.forPatient, {
                patient: <strong className="text-ink">{assessment.patientName}</strong>,
                id: assessment.id,
                simulated: assessment.simulated ? <SimulatedBadge /> : null,
              })}
            </p>
            <ul className="mt-2 flex flex-wrap gap-2">
              {recommended.map((s) => (
                <li key={s}>
                  <Badge tone={s.includes('Urgent') ? 'red' : s.includes('Infectious') ? 'yellow' : 'brand'}>{s}</Badge>
                </li>
              ))}
            </ul>
          </div>
        )}

        <div className="mt-6 grid grid-cols-1 gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:grid-cols-[2fr_1fr_1fr]">
          <div>
            <label htmlFor={ids.q} className="mb-1 block text-sm font-medium text-slate-700">
              {say(copy.search)}
            </label>
            <div className="relative">
              <Search
                className="pointer-events-none absolute left-3 top-2.5 h-4 w-4 text-slate-400"
                aria-hidden="true"
              />
              <input
                id={ids.q}
                type="search"
                value={query}
                onChange={(e) => setQuery(e.target.value)}
                placeholder={say(copy.searchPlaceholder)}
                className={`${controlClass} pl-9`}
              />
            </div>
          </div>
          <div>
            <label htmlFor={ids.state} className="mb-1 block text-sm font-medium text-slate-700">
              {say(copy.state)}
            </label>
            <select id={ids.state} value={state} onChange={(e) => setState(e.target.value)} className={controlClass}>
              {PAGE_STATES.map((s) => (
                <option key={s}>{s}</option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={ids.avail} className="mb-1 block text-sm font-medium text-slate-700">
              {say(copy.availability)}
            </label>
            <select
              id={ids.avail}
              value={availability}
              onChange={(e) => setAvailability(e.target.value as AvailabilityFilter)}
              className={controlClass}
            >
              {AVAILABILITY_FILTERS.map((a) => (
                <option key={a.id} value={a.id}>
                  {say(a.label)}
                </option>
              ))}
            </select>
          </div>
        </div>

        <p className="mt-6 text-sm font-semibold text-slate-700" role="status">
          {loading ? say(copy.loadingDoctors) : doctorsFoundLabel(shown.length)}
        </p>
        {!loading && shown.length === 0 ? (
          <div className="mt-3">
            <EmptyState icon={<UserSearch className="h-6 w-6" aria-hidden="true" />} title={say(copy.noDoctors)}>
              {say(copy.noDoctorsHint)}
            </EmptyState>
          </div>
        ) : (
          <ul className="mt-3 grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
            {shown.map((d) => (
              <DoctorCard key={d.id} doctor={d} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
