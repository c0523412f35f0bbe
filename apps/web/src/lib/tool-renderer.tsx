import { createContext, useContext, type ReactNode } from 'react';
import type { ToolId } from './tools.ts';

/**
 * How the services tab shows a tool's dashboard without importing the tools feature: app/
 * provides a renderer (the tools feature's view); the workspace calls it inside its modal.
 * `null` means no renderer is wired, and the modal says so.
 */
export const ToolRendererContext = createContext<((id: ToolId) => ReactNode) | null>(null);

export function useToolRenderer() {
  return useContext(ToolRendererContext);
}
