import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** Our own tables. better-auth owns "user", "session", "account", "verification". */
export interface ProfilesTable {
  user_id: string;
  first_name: string;
  last_name: string;
  title: string | null;
  organization: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface OutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  created_at: Timestamp;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  organization: string;
  title: string | null;
  message: string;
  service_interest: string;
  created_at: Timestamp;
}

export interface SubscribersTable {
  email: string;
  created_at: Timestamp;
}

export interface AuditLogTable {
  id: Generated<number>;
  user_id: string | null;
  action: string;
  resource: string | null;
  ip: string | null;
  user_agent: string | null;
  created_at: Timestamp;
}

export interface UserTable {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface Database {
  profiles: ProfilesTable;
  mail_outbox: OutboxTable;
  contact_messages: ContactMessagesTable;
  subscribers: SubscribersTable;
  audit_log: AuditLogTable;
  user: UserTable;
}
