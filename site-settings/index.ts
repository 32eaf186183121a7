// Public surface of the site tools (a lazy chunk: only app/main.tsx imports it, through lazy()).
export { SiteTools } from './SiteTools';
export { RouteTool } from './RouteTool';
