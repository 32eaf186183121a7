import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../api-client';
import { registry } from '../blocks';
import { SiteApp } from '../renderer';
import { EditorHookPoint } from './editor-hook-point';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <SiteApp registry={registry} />
      <EditorHookPoint />
    </QueryClientProvider>
  </StrictMode>,
);
