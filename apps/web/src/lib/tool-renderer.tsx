import { createContext, type ReactNode } from 'react';
import type { ToolId } from './tools.ts';

/**
 * Renders the dashboard of one tool inside the services tab's full-screen modal. The app layer
 * provides it (app/tool-renderer-provider.tsx, from features/tools); the workspace only consumes
 * it, so the two features never import each other. `null` = no renderer provided.
 */
export const ToolRendererContext = createContext<((id: ToolId) => ReactNode) | null>(null);

/**
 * Renders the sample-data dashboard shown below the services tab's tool grid
 * (docs/spec-notes.md#services-tab: policy alert, summary cards, recent alerts, claims by wound
 * type, specialist network, vision and success metrics; with the patient cost/risk tabs).
 * Provided by the app layer like ToolRendererContext; `null` = not provided.
 */
export const ServicesDashboardContext = createContext<(() => ReactNode) | null>(null);
