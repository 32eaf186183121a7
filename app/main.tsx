import { lazy, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../api-client';
import { registry } from '../blocks';
import { SiteApp, type EditorSlots } from '../renderer';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();

// The editor chunks load only when the shell renders them, which it does only for content editors
// (DESIGN.md section 7: attendee pages never download editor code).
const editorSlots: EditorSlots = {
  PageEditor: lazy(() => import('../editor').then((m) => ({ default: m.PageEditor }))),
  SiteTools: lazy(() => import('../site-settings').then((m) => ({ default: m.SiteTools }))),
  RouteTool: lazy(() => import('../site-settings').then((m) => ({ default: m.RouteTool }))),
};

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <SiteApp registry={registry} editorSlots={editorSlots} />
    </QueryClientProvider>
  </StrictMode>,
);
