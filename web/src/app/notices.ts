/** The notices behind the header's bell (spec 1 §4): pure, so the shell only renders them. */
import { paths } from '../paths.ts';
import { shell } from '../text/pt-BR.ts';

export interface Notice {
  id: 'tr069' | 'insecure-credentials';
  text: string;
  /** where the notice's action leads, if it has one */
  action?: { label: string; to: string };
}

export function notices(state: { tr069Enabled: boolean; defaultCredentials: boolean; changeLabel: string }): Notice[] {
  const list: Notice[] = [];
  if (state.defaultCredentials) {
    list.push({ id: 'insecure-credentials', text: shell.insecureNotice, action: { label: state.changeLabel, to: paths.system.users } });
  }
  if (state.tr069Enabled) list.push({ id: 'tr069', text: shell.tr069Notice });
  return list;
}
