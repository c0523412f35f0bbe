import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { TabId } from './tab-id.ts';

/** The words of the AdvocateIQ dashboard, per tab (workspace catalog messages). */
export const advocateiqCopy = {
  intro: msg`Advocacy for wound-care coverage and reimbursement: campaigns, the coalition behind them and the actions that move them.`,
  launch: msg`Launch Campaign`,
  sections: msg`AdvocateIQ sections`,
  tabs: {
    overview: msg`Overview`,
    campaigns: msg`Campaigns`,
    coalition: msg`Coalition Builder`,
    actions: msg`Action Items`,
    analytics: msg`Analytics`,
  } satisfies Record<TabId, MessageDescriptor>,
  /** {name}: the campaign's name */
  progressOf: msg({ message: '{name} progress' }),
  /** {count}: campaigns */
  inPlanning: msg({ message: '{count} in planning' }),
  overview: {
    nextUp: msg`Next up`,
    /** {action} — {target}, {date} ({status}): the next action item */
    nextUpText: msg({ message: '{action} — {target}, {date} ({status}).' }),
    activeCampaigns: msg`Active campaigns`,
    supporters: msg`Supporters`,
    partners: msg`Coalition partners`,
    /** {count}: formatted number */
    members: msg({ message: '{count} members' }),
    openActions: msg`Open action items`,
    /** {count} */
    highPriority: msg({ message: '{count} high priority' }),
    /** {progress}: percent; {supporters} {target}: formatted numbers */
    progressText: msg({ message: '{progress} complete · {supporters} of {target} supporters' }),
    build: msg`Build Coalition`,
    mobilize: msg`Mobilize Supporters`,
  },
  campaigns: {
    active: msg`Active`,
    totalSupporters: msg`Total supporters`,
    averageProgress: msg`Average progress`,
    /** {impact}: High, Medium or Low */
    impact: msg({ message: '{impact} impact' }),
    progress: msg`Progress`,
    supporters: msg`Supporters`,
    deadline: msg`Deadline`,
    manage: msg`Manage Campaign`,
    milestones: msg`Key milestones`,
    nextAction: msg`Next action:`,
  },
  coalition: {
    partners: msg`Partners`,
    totalMembers: msg`Total members`,
    highInfluence: msg`High influence`,
    activelyEngaged: msg`Actively engaged`,
    caption: msg`Coalition partners`,
    partner: msg`Partner`,
    members: msg`Members`,
    influence: msg`Influence`,
    engagement: msg`Engagement`,
    contributions: msg`Contributions`,
    /** {shown}: the first two contributions; {more}: how many more */
    contributionsMore: msg({ message: '{shown} +{more, plural, one {{more} more} other {{more} more}}' }),
  },
  actions: {
    items: msg`Action items`,
    scheduled: msg`Scheduled`,
    underWay: msg`Under way`,
    underWayNote: msg`In progress or active`,
    highPriority: msg`High priority`,
    caption: msg`Advocacy action items`,
    action: msg`Action`,
    type: msg`Type`,
    target: msg`Target`,
    date: msg`Date`,
    status: msg`Status`,
    priority: msg`Priority`,
  },
  analytics: {
    performance: msg`Campaign performance (progress)`,
    performanceValue: msg`Progress (%)`,
    strength: msg`Coalition strength (partners by influence)`,
    impact: msg`Advocacy impact`,
    impactValue: msg`Percent`,
  },
} as const;
