/** STUB: replaced by the step's implementation. Renders inside the wizard's frame; moves on with useWizardNav(). */
import { Button } from '../../ui/button.tsx';
import { useWizardNav } from './nav.ts';

export function RepeaterStep() {
  const { next } = useWizardNav();
  return <Button onClick={next}>Avançar</Button>;
}
