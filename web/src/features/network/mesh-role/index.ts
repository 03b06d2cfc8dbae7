/** The InMesh tab's pages (one lazy chunk): the role page and the agent's view of its controller. */
export { MeshRolePage } from './role-page.tsx';
export { MeshAgentPage } from './agent-page.tsx';
