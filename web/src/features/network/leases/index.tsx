/** The static-lease pages, one lazy chunk apart from the network tabs' placeholder (spec 2 §2.2, §5.9). */
import '../network.css';

export { LeaseListPage } from './list-page.tsx';
export { LeaseFormPage } from './form-page.tsx';
