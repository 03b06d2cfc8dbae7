/** STUB: replaced by the page's implementation. */
import { usePage } from '../../../app/page-meta.ts';
import { PlaceholderPage } from '../../../ui/placeholder-page.tsx';
import { NetworkFrame } from '../frame.tsx';

export function MeshRolePage() {
  const { title } = usePage();
  return <NetworkFrame><PlaceholderPage title={title} /></NetworkFrame>;
}

export function MeshAgentPage() {
  const { title } = usePage();
  return <NetworkFrame><PlaceholderPage title={title} /></NetworkFrame>;
}
