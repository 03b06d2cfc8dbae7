/**
 * What the owner did on the prerendered /login before the app's code ran (dist/login.html, public/login-early.js):
 * the fields typed, the box ticked, and whether 'Entrar' was pressed. Read once, before the first render, so the
 * login page starts from it (nothing typed is lost) and logs in at once when the press is pending.
 */
export interface EarlyForm {
  username: string;
  password: string;
  keepSession: boolean;
  /** 'Entrar' (or Enter) was pressed before the app ran */
  pending: boolean;
}

let early: EarlyForm | null = null;

/** Reads the prerendered form, if the page has one; main.tsx calls it before rendering. */
export function takeEarlyForm(): void {
  const form = document.querySelector<HTMLFormElement>('form.auth-form');
  if (form) early = readForm(form);
}

function readForm(form: HTMLFormElement): EarlyForm {
  const field = (name: string) => form.elements.namedItem(name);
  const text = (name: string) => {
    const el = field(name);
    return el instanceof HTMLInputElement ? el.value : '';
  };
  const box = form.querySelector<HTMLInputElement>('input[type="checkbox"]');
  return {
    username: text('username'),
    password: text('password'),
    keepSession: box?.checked ?? false,
    pending: form.hasAttribute('data-pending'),
  };
}

/** The early form, until the login page has taken it (clearEarlyForm). */
export function earlyForm(): EarlyForm | null {
  return early;
}

/**
 * The login page has taken over (mounted, hydrated): public/login-early.js steps aside, and what the owner did since
 * takeEarlyForm — typed on, or pressed 'Entrar' — is read from the form as it is now. A later visit of /login in the
 * same page starts empty.
 */
export function handOverEarlyForm(form: HTMLFormElement | null): EarlyForm | null {
  document.documentElement.dataset.app = '';
  const taken = early;
  early = null;
  if (!taken || !form) return taken;
  const now = readForm(form);
  form.removeAttribute('data-pending');
  return { ...now, pending: taken.pending || now.pending };
}
