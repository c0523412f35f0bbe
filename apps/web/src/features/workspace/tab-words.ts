import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { say } from '../../lib/i18n/workspace-i18n.ts';
import type { TabId } from './workspace-tabs.ts';

/** Each tab's name as the workspace's screens show it (catalog messages; English as the spec's labels). */
export const tabWords: Record<TabId, MessageDescriptor> = {
  profile: msg`My Profile`,
  dashboard: msg`Dashboard`,
  upload: msg`Upload Images`,
  analysis: msg`Analysis`,
  treatment: msg`Treatment Plans`,
  'consultant-services': msg`Consultant Services`,
  patients: msg`Patient Management`,
  reports: msg`Reports & Analytics`,
  services: msg`VBC Super Agent Tools`,
  about: msg`About`,
  donation: msg`Support Our Mission`,
};

/** A tab's name in the workspace's language. */
export const sayTab = (id: TabId): string => say(tabWords[id]);
