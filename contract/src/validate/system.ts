/** The system pages' rules (spec 3 §5 'System'), for the UI's forms and the emulator's writes alike. */
import { rules } from './rules.ts';

export interface SyslogDraft {
  server: string;
  port: string;
}
export type SyslogErrors = Partial<Record<keyof SyslogDraft, string>>;

/** Syslog host: required, ASCII, 1 to 255, a host name; port: required, a valid port. Checked while logging is on. */
export function validateSyslog(draft: SyslogDraft): SyslogErrors {
  const errors: SyslogErrors = {};
  const server = rules.syslogHost(draft.server);
  const port = rules.port(draft.port);
  if (server) errors.server = server;
  if (port) errors.port = port;
  return errors;
}
