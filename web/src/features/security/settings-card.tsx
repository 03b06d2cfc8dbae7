/** A security settings page's form (SIP ALG, bandwidth control): its card, intro, fields, 'Salvar' and the save's feedback. */
import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { SaveFeedback, type useSaveFlow } from '../../ui/save-flow.tsx';
import './settings.css';

export function SettingsCard({ intro, onSubmit, canSave, flow, saveLabel, link, children }: {
  intro: string;
  onSubmit: (event: FormEvent) => void;
  canSave: boolean;
  flow: ReturnType<typeof useSaveFlow>;
  saveLabel: string;
  /** a way to a related page, before 'Salvar' */
  link?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card className="settings-card">
      <form className="settings-form" onSubmit={onSubmit} noValidate>
        <p className="settings-intro">{intro}</p>
        {children}
        <div className="settings-actions">
          {link}
          <Button type="submit" disabled={!canSave} busy={flow.saving}>{saveLabel}</Button>
        </div>
      </form>
      <SaveFeedback flow={flow} />
    </Card>
  );
}
