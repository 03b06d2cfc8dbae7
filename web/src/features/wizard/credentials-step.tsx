/**
 * /wizard, step 1 (spec 2 §2.1, §2.3, §5.6): the owner's login for the router's settings. Username trimmed,
 * required, ASCII, not suspicious, 1 to 30; the password the same plus the criteria (FORTE) and the
 * known-words warning (a warning only); the confirmation must match; the terms of use must be accepted.
 * Nothing is sent now: 'Concluir' writes the credentials (finish.ts).
 */
import { useState, type FormEvent } from 'react';
import { ownerUsername, weakPasswordWarning } from '@roteador/contract';
import { validateCredentials } from '../../forms/credentials.ts';
import { useFields } from '../../forms/use-fields.ts';
import { wizard as t } from '../../text/wizard.ts';
import { Button } from '../../ui/button.tsx';
import { Checkbox } from '../../ui/checkbox.tsx';
import { Field } from '../../ui/field.tsx';
import { AlertIcon, EyeIcon } from '../../ui/icons.tsx';
import { Modal } from '../../ui/modal.tsx';
import { updateDraft, wizardDraft } from './draft.ts';
import { useWizardNav } from './nav.ts';
import { PasswordMeter } from '../../ui/password-meter.tsx';

export function CredentialsStep() {
  const { next } = useWizardNav();
  const draft = wizardDraft.peek();
  const { value, shown, set, touch, valid: filled } = useFields(
    { username: draft.username, password: draft.password, confirmation: draft.password },
    validateCredentials,
  );
  const [accepted, setAccepted] = useState(draft.username !== '');
  const [reveal, setReveal] = useState(false);
  const [terms, setTerms] = useState(false);

  const valid = filled && accepted;
  const warning = value.password ? weakPasswordWarning(value.password) : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    touch('username', 'password', 'confirmation');
    if (!valid) return;
    updateDraft({ username: ownerUsername(value.username), password: value.password });
    next();
  }

  const revealButton = (
    <button type="button" className="reveal" aria-pressed={reveal} onClick={() => setReveal((r) => !r)}>
      <EyeIcon />
      {reveal ? t.credentials.hide : t.credentials.show}
    </button>
  );

  return (
    <form className="wizard-form" onSubmit={submit} noValidate>
      <p className="wizard-step__intro">{t.credentials.intro}</p>
      <Field label={t.credentials.username} name="username" autoComplete="username" autoCapitalize="none" spellCheck={false}
        value={value.username} error={shown('username')} onChange={(e) => set('username', e.target.value)} />
      <Field label={t.credentials.password} name="new-password" type={reveal ? 'text' : 'password'} autoComplete="new-password"
        value={value.password} error={shown('password')} trailing={revealButton} onChange={(e) => set('password', e.target.value)} />
      {warning && (
        <p className="message message--warning" role="status">
          <AlertIcon />
          {warning}
        </p>
      )}
      <PasswordMeter password={value.password} />
      <Field label={t.credentials.confirmation} name="confirm-password" type={reveal ? 'text' : 'password'} autoComplete="new-password"
        value={value.confirmation} error={shown('confirmation')} onChange={(e) => set('confirmation', e.target.value)} />
      <div className="wizard-terms">
        <Checkbox label={t.credentials.acceptTerms} checked={accepted} onChange={(e) => setAccepted(e.target.checked)} />
        <button type="button" className="link-button" onClick={() => setTerms(true)}>{t.credentials.readTerms}</button>
      </div>
      <div className="wizard-actions">
        <Button type="submit" disabled={!valid}>{t.next}</Button>
      </div>
      {terms && (
        <Modal title={t.credentials.termsTitle} onClose={() => setTerms(false)}
          actions={<Button onClick={() => setTerms(false)}>{t.credentials.close}</Button>}>
          {t.credentials.terms.map((p) => <p key={p}>{p}</p>)}
        </Modal>
      )}
    </form>
  );
}
