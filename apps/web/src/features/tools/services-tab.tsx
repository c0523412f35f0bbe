import { useContext } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ArrowRight, Check } from 'lucide-react';
import { tools } from '../../lib/tools.ts';
import { paths } from '../../lib/paths.ts';
import { RecordNotFound } from '../workspace/components/record-not-found.tsx';
import { ServicesDashboardContext, ToolRendererContext } from '../../lib/tool-renderer.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, PageHeading } from '../../components/ui/card.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { say } from '../../lib/i18n/workspace-i18n.ts';
import { servicesCopy as copy } from './services-copy.ts';

/**
 * VBC Super Agent Tools (docs/spec-notes.md#services-tab): six tool cards; each opens full screen at its
 * own address (/demo/tools/:tool), so a tool can be linked and Back closes it.
 */
export function ServicesTab() {
  const renderTool = useContext(ToolRendererContext);
  const renderDashboard = useContext(ServicesDashboardContext);
  const navigate = useNavigate();
  const open = useParams().tool ?? null;
  // closing replaces the tool's entry: Back then leaves the tools instead of reopening one
  const setOpen = (id: string | null) =>
    void navigate(id ? paths.workspace.tool(id) : paths.workspace.services, { replace: id === null });
  const tool = tools.find((t) => t.id === open) ?? null;
  if (open !== null && !tool)
    return (
      <RecordNotFound
        title={say(copy.notFound)}
        text={say(copy.noSuchTool, { name: open })}
        back={{ to: paths.workspace.services, label: say(copy.allTools) }}
      />
    );
  return (
    <div>
      <PageHeading title={say(copy.title)} description={say(copy.description)} />
      <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
        {tools.map((t) => (
          <Card as="li" key={t.id} className="flex flex-col">
            <h2 className="text-lg font-semibold text-ink">{t.name}</h2>
            <p className="mt-1 text-sm text-slate-600">{say(t.description)}</p>
            <ul className="mt-3 flex-1 space-y-1.5">
              {t.modules.map((m) => (
                <li key={m.id} className="flex items-start gap-2 text-sm text-slate-700">
                  <Check className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
                  {say(m)}
                </li>
              ))}
            </ul>
            <Button className="mt-4 w-full" onClick={() => setOpen(t.id)}>
              {say(copy.access, { name: t.name })} <ArrowRight className="h-4 w-4" aria-hidden="true" />
            </Button>
          </Card>
        ))}
      </ul>
      {renderDashboard && <div className="mt-8">{renderDashboard()}</div>}
      <Dialog open={tool !== null} onClose={() => setOpen(null)} title={tool?.name ?? ''} fullScreen>
        {tool &&
          (renderTool ? (
            renderTool(tool.id)
          ) : (
            <p className="text-sm text-slate-600">{say(copy.unavailable, { name: tool.name })}</p>
          ))}
      </Dialog>
    </div>
  );
}
