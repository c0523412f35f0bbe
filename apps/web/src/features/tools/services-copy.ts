import { msg } from '@lingui/core/macro';

/** The words of the VBC Super Agent Tools tab (workspace catalog messages); the tools' own are in lib/tools.ts. */
export const servicesCopy = {
  title: msg`VBC Super Agent Tools`,
  description: msg`Value-based-care tools for reimbursement, policy, advocacy and claims. Their dashboards run on sample data.`,
  /** {name}: the tool's product name */
  access: msg({ message: 'Access {name}' }),
  notFound: msg`Tool not found`,
  /** {name}: the tool name in the address */
  noSuchTool: msg({ message: 'There is no VBC tool called “{name}”.' }),
  allTools: msg`All VBC tools`,
  /** {name}: the tool's product name */
  unavailable: msg({ message: 'The {name} dashboard is not available in this build.' }),
} as const;
