/** STUB: replaced by the page's implementation. */
import { usePage } from '../../../app/page-meta.ts';
import { PlaceholderPage } from '../../../ui/placeholder-page.tsx';
import { NetworkFrame } from '../frame.tsx';

export function LanPage() {
  const { title } = usePage();
  return <NetworkFrame><PlaceholderPage title={title} /></NetworkFrame>;
}
