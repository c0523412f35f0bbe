import type { ProfileJson, SessionUserJson } from '@woundcare/api-types';

/** The session user and profile as the server sends them (one definition: api-types). */
export type SessionUser = SessionUserJson;
export type Profile = ProfileJson;
