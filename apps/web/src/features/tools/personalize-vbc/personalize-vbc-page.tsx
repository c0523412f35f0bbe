import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { AlertCircle, Sparkles } from 'lucide-react';
import type { VbcInsuranceType, VbcWoundType } from '@woundcare/api-types';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { requestPersonalizedPlan, type PersonalizedVbc } from '../api/personalize-vbc.ts';
import { DEFAULTS, INSURANCE_TYPES, MESSAGES, RISK_SCORE, riskScoreText, WOUND_TYPES } from './form-options.ts';
import { VbcResults } from './vbc-results.tsx';
import { say } from '../../../lib/i18n/workspace-i18n.ts';
import { personalizeVbcCopy as copy } from './personalize-vbc-copy.ts';

const selectClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30';

/** Personalize VBC (docs/spec-notes.md#personalize-vbc): a measured photo plus three inputs → a personalised VBC plan. */
export function PersonalizeVbcPage() {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [woundType, setWoundType] = useState<VbcWoundType>(DEFAULTS.woundType);
  const [riskScore, setRiskScore] = useState<number>(DEFAULTS.riskScore);
  const [insurance, setInsurance] = useState<VbcInsuranceType>(DEFAULTS.insurance);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<PersonalizedVbc | null>(null);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);
  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!file) {
      setError(say(MESSAGES.noImage));
      return;
    }
    abort.current?.abort();
    const ctrl = new AbortController();
    abort.current = ctrl;
    setBusy(true);
    setError(null);
    try {
      setResult(await requestPersonalizedPlan({ file, woundType, riskScore, insurance }, ctrl.signal));
    } catch (err) {
      if ((err as Error).name === 'AbortError') return;
      setResult(null);
      setError(
        err instanceof ApiRequestError
          ? say(MESSAGES.failed, { message: err.message })
          : err instanceof Error && err.message
            ? err.message
            : say(MESSAGES.analysisFailed),
      );
    } finally {
      if (abort.current === ctrl) setBusy(false);
    }
  }

  return (
    <div>
      <p className="mb-4 max-w-3xl text-sm text-slate-600">{say(copy.intro)}</p>
      <form
        onSubmit={onSubmit}
        className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6 lg:grid-cols-2"
        noValidate
      >
        <div className="lg:row-span-3">
          <label htmlFor={`${id}-file`} className="mb-1 block text-sm font-medium text-slate-700">
            {say(copy.image)}
          </label>
          <input
            id={`${id}-file`}
            type="file"
            accept="image/*"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setError(null);
              setResult(null);
            }}
            className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800 hover:file:bg-brand-100"
          />
          {preview ? (
            <img
              src={preview}
              alt={say(copy.imageAlt)}
              className="mt-3 max-h-64 w-full rounded-lg bg-slate-100 object-contain"
            />
          ) : (
            <p className="mt-2 text-sm text-slate-600">{say(MESSAGES.noImage)}</p>
          )}
        </div>
        <div>
          <label htmlFor={`${id}-type`} className="mb-1 block text-sm font-medium text-slate-700">
            {say(copy.woundType)}
          </label>
          <select
            id={`${id}-type`}
            value={woundType}
            onChange={(e) => setWoundType(e.target.value as VbcWoundType)}
            className={selectClass}
          >
            {WOUND_TYPES.map((o) => (
              <option key={o.value} value={o.value}>
                {say(o.label)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <div className="mb-1 flex items-center justify-between">
            <label htmlFor={`${id}-risk`} className="text-sm font-medium text-slate-700">
              {say(copy.riskScore)}
            </label>
            <output htmlFor={`${id}-risk`} className="text-sm font-bold text-brand-800 tabular-nums">
              {riskScoreText(riskScore)}
            </output>
          </div>
          <input
            id={`${id}-risk`}
            type="range"
            min={RISK_SCORE.min}
            max={RISK_SCORE.max}
            step={RISK_SCORE.step}
            value={riskScore}
            onChange={(e) => setRiskScore(Number(e.target.value))}
            aria-valuetext={riskScoreText(riskScore)}
            className="w-full accent-brand-700"
          />
          <p className="mt-1 flex justify-between text-xs text-slate-600">
            <span>{say(copy.lowest)}</span>
            <span>{say(copy.highest)}</span>
          </p>
        </div>
        <div>
          <label htmlFor={`${id}-ins`} className="mb-1 block text-sm font-medium text-slate-700">
            {say(copy.insurance)}
          </label>
          <select
            id={`${id}-ins`}
            value={insurance}
            onChange={(e) => setInsurance(e.target.value as VbcInsuranceType)}
            className={selectClass}
          >
            {INSURANCE_TYPES.map((o) => (
              <option key={o.value} value={o.value}>
                {say(o.label)}
              </option>
            ))}
          </select>
        </div>
        <div className="lg:col-span-2">
          {error && (
            <div
              role="alert"
              className="mb-3 flex gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
            >
              <AlertCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
              <span>{error}</span>
            </div>
          )}
          <button
            type="submit"
            disabled={!file || busy}
            className="inline-flex w-full items-center justify-center gap-2 rounded-lg bg-brand-700 px-6 py-3 text-base font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-60 sm:w-auto"
          >
            {busy ? (
              <>
                <span
                  className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
                  aria-hidden="true"
                />
                {say(copy.analyzing)}
              </>
            ) : (
              <>
                <Sparkles className="h-4 w-4" aria-hidden="true" />
                {say(copy.generate)}
              </>
            )}
          </button>
          <p className="sr-only" role="status" aria-live="polite">
            {busy ? say(copy.analyzingStatus) : result ? say(copy.ready) : ''}
          </p>
        </div>
      </form>
      {result && <VbcResults result={result} />}
    </div>
  );
}
