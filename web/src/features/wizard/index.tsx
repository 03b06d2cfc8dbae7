/** /wizard and its steps (spec 2 §2.1): a placeholder with its own frame (the wizard has no menu). */
import { usePage } from '../../app/page-meta.ts';
import { pages } from '../../text/pt-BR.ts';
import { Logo } from '../../ui/icons.tsx';
import { PlaceholderPage } from '../../ui/placeholder-page.tsx';
import './wizard.css';

export function WizardPage() {
  const { title } = usePage();
  return (
    <div className="wizard">
      <header className="wizard__header">
        <Logo />
      </header>
      <main className="wizard__main">
        <h1>{pages.wizard}</h1>
        <PlaceholderPage title={title} />
      </main>
    </div>
  );
}
