import type { ReactNode } from 'react';
import { ServicesDashboardContext, ToolRendererContext } from '../lib/tool-renderer.tsx';
import type { ToolId } from '../lib/tools.ts';
import { ServicesDashboardSlot, ToolView } from '../features/tools/tool-view.tsx';

const renderTool = (id: ToolId) => <ToolView id={id} />;
const renderServicesDashboard = () => <ServicesDashboardSlot />;

/** Hands the tools feature's views to the workspace (which only knows lib/tool-renderer). */
export function ToolRendererProvider({ children }: { children: ReactNode }) {
  return (
    <ToolRendererContext.Provider value={renderTool}>
      <ServicesDashboardContext.Provider value={renderServicesDashboard}>{children}</ServicesDashboardContext.Provider>
    </ToolRendererContext.Provider>
  );
}
