import { msg } from '@lingui/core/macro';

/** The words of the workspace's frame: header, menus and the user's label (workspace catalog messages). */
export const shellCopy = {
  workspace: msg`Workspace`,
  notFound: msg`Not found`,
  menu: msg`Menu`,
  workspaceMenu: msg`Workspace menu`,
  closeMenu: msg`Close menu`,
  homePage: msg({ message: '{site} home page', comment: 'site: the product name' }),
  worklist: msg`Worklist`,
  team: msg`Team`,
  teamLabel: msg`Team:`,
  activeTeam: msg`Active team`,
  signOut: msg`Sign Out`,
  signingOut: msg`Signing Out...`,
  guestUser: msg`Guest User`,
  user: msg`User`,
} as const;
