import type { AnalysisStage, AnalyzeOptions, WoundAnalysis } from '../analyze.ts';

export type WorkerRequest =
  | { type: 'analyze'; id: number; input: Uint8Array; opts: Omit<AnalyzeOptions, 'onStage'>; jsonBody?: boolean }
  | { type: 'crash'; id: number };

export type WorkerResponse =
  | { type: 'ready'; id: 0 }
  | { type: 'stage'; id: number; stage: AnalysisStage }
  | { type: 'result'; id: number; result: WoundAnalysis }
  | { type: 'error'; id: number; error: { name: string; message: string; code?: string; status?: number } };
