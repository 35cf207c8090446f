export { workspaceRoutes } from './workspace-routes.js'
