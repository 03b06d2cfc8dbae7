/** Port forwarding (spec 3 §2): the list and the rule form, one lazy chunk. */
import './port-redirect.css';

export { PortRedirectListPage } from './list-page.tsx';
export { PortRedirectFormPage } from './form-page.tsx';
