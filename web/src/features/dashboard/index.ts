export { DashboardPage } from './dashboard-page.tsx';
// the dashboard's first reads, started before it renders (routes.tsx preloadRoute)
export { readCardsOnEntry as readOnEntry } from './dashboard-data.ts';
